// Settles card attempts whose request is gone: the process died between reserving the amount and
// recording the outcome, or the request was cut off. The provider is asked what became of the
// attempt's intent, as its webhook would tell: succeeded -> the payment is recorded (once: the
// ledger completes an attempt at most once); declined, canceled or never made -> the reservation
// is freed, so the traveller can pay again; awaiting authentication -> the intent is noted and the
// usual rules for abandoned authentications apply. Runs before each new attempt on a booking and
// from a periodic sweep (reconcile-sweep.ts); any number of processes may run it at once.
import type { Db } from '../db/client.ts';
import { type CardProvider, ProviderUnavailableError } from './card-provider.ts';
import { isInFlight } from './in-flight.ts';
import { completeAttempt, dropIdleAttempt, idleAttempts, noteIntent } from './payment-ledger.ts';

export type ReconcileCounts = { recorded: number; freed: number };

export async function reconcileIdleAttempts(
  db: Db,
  provider: CardProvider,
  options: { bookingId?: number } = {},
): Promise<ReconcileCounts> {
  const counts: ReconcileCounts = { recorded: 0, freed: 0 };
  for (const attempt of await idleAttempts(db, options.bookingId)) {
    // Ours and still running (a slow provider): its own request settles it.
    if (isInFlight(db, attempt.id) || !attempt.idempotencyKey) continue;
    const account = attempt.providerAccount === 'yacht' ? 'yacht' : 'default';
    let found: Awaited<ReturnType<CardProvider['lookup']>>;
    try {
      found = await provider.lookup({ account, idempotencyKey: attempt.idempotencyKey, paymentId: attempt.id });
    } catch (error) {
      if (error instanceof ProviderUnavailableError) return counts; // ask again on the next run
      throw error;
    }
    if (found.status === 'succeeded') {
      await completeAttempt(db, attempt.id, found.providerPaymentId, found.card);
      counts.recorded += 1;
    } else if (found.status === 'requires_action') await noteIntent(db, attempt.id, found.providerPaymentId);
    else if (found.status === 'declined' || found.status === 'not_found') {
      if (await dropIdleAttempt(db, attempt.id)) counts.freed += 1;
    }
  }
  return counts;
}
