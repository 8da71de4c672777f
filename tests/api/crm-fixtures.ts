// The operator's CRM calling the server through its signed integration, as `npm run staff` does.
import { randomUUID } from 'node:crypto';
import { crmSignature, postFromCrm } from './crm-requests.ts';
import type { TestContext } from './harness.ts';

/** A signed POST to one of the CRM integration paths (no cookie, no Origin: server to server). */
export function fromCrm(t: TestContext, secret: string, resource: string, body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  return postFromCrm(t, resource, raw, crmSignature(resource, raw, secret));
}

/** The operator confirms or cancels one passenger's place on a booking. */
export const changePassengerFromCrm = (
  t: TestContext,
  secret: string,
  ids: { bookingId: number; passengerId: number },
  change: 'passenger_confirmed' | 'passenger_cancelled',
) =>
  fromCrm(t, secret, '/integrations/crm/booking_changes', {
    event_id: `evt-${randomUUID()}`,
    booking_id: ids.bookingId,
    passenger_id: ids.passengerId,
    change,
  });
