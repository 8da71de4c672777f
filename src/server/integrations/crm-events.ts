// Each CRM event is acted on once: its id is kept with the handled provider events (prefixed), in
// the transaction that acts on it, so a redelivery finds it and changes nothing.
import type { Db } from '../db/client.ts';
import { providerEvents } from '../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** True the first time `eventId` is claimed; false for a redelivery. */
export async function claimCrmEvent(tx: Tx, eventId: string): Promise<boolean> {
  const [fresh] = await tx
    .insert(providerEvents)
    .values({ id: `crm:${eventId}` })
    .onConflictDoNothing()
    .returning({ id: providerEvents.id });
  return fresh !== undefined;
}
