// A deletion the traveller asked for while a booking was active: kept as pending on their account,
// and sent to the operator's CRM, signed as the CRM signs its own calls to us (crm-signature.ts):
//
//   POST <CRM_API_URL>/account_deletion_requests
//   X-Gangway-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.POST <path>\n<raw body>")>
//   {"event_id": "account-deletion:<customer id>:<requested at>", "customer_id", "email",
//    "first_name", "last_name", "requested_at", "booking_ids": [<the active bookings>]}
//
// A 2xx answer marks it sent; anything else (or no CRM_API_URL yet) leaves it pending, and the
// periodic job sends it again. The event id is the same each time, so the CRM acts on it once.
import { and, eq, isNull } from 'drizzle-orm';
import type { PendingDeletion } from '../../shared/contract/account.ts';
import { CRM_SIGNATURE_HEADER } from '../../shared/contract/crm-integration.ts';
import { toWire } from '../../shared/wire.ts';
import { bookingLive, bookingVisibleTo } from '../bookings/access.ts';
import { findCustomerById } from '../customers/find-customer.ts';
import type { Db } from '../db/client.ts';
import { accountDeletionRequests, bookings } from '../db/schema.ts';
import type { ServerConfig } from '../env.ts';
import { signCrmRequest } from '../integrations/crm-signature.ts';
import { startPeriodicJob } from '../jobs/periodic-job.ts';

const SEND_TIMEOUT_MS = 5000;
export const DELETION_REQUEST_JOB_INTERVAL_MS = 5 * 60_000;

type Row = typeof accountDeletionRequests.$inferSelect;
type CrmSettings = Pick<ServerConfig, 'crmApiUrl' | 'crmIntegrationSecret'>;

const present = (row: Row): PendingDeletion => ({
  requestedAt: row.requestedAt.toISOString(),
  sentToOperator: row.sentAt !== null,
});

export async function pendingDeletionOf(db: Db, customerId: number): Promise<PendingDeletion | null> {
  const [row] = await db
    .select()
    .from(accountDeletionRequests)
    .where(eq(accountDeletionRequests.customerId, customerId));
  return row ? present(row) : null;
}

/** Records the request (once: asking again keeps the first), then tries to send it. */
export async function requestDeletion(db: Db, settings: CrmSettings, customerId: number, now: Date) {
  await db.insert(accountDeletionRequests).values({ customerId, requestedAt: now }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(accountDeletionRequests)
    .where(eq(accountDeletionRequests.customerId, customerId));
  if (!row) throw new Error('the deletion request was not stored');
  if (row.sentAt !== null) return present(row);
  return present((await sendDeletionRequest(db, settings, row, now)) ?? row);
}

async function requestBody(db: Db, row: Row, now: Date) {
  const customer = await findCustomerById(db, row.customerId);
  const active = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(bookingVisibleTo(row.customerId), bookingLive(now)));
  return JSON.stringify(
    toWire({
      eventId: `account-deletion:${row.customerId}:${row.requestedAt.toISOString()}`,
      customerId: row.customerId,
      email: customer?.email ?? null,
      firstName: customer?.firstName ?? null,
      lastName: customer?.lastName ?? null,
      requestedAt: row.requestedAt.toISOString(),
      bookingIds: active.map((booking) => booking.id),
    }),
  );
}

/** Sends one pending request; the row as sent, or null when the CRM did not take it. */
async function sendDeletionRequest(db: Db, settings: CrmSettings, row: Row, now: Date): Promise<Row | null> {
  const { crmApiUrl, crmIntegrationSecret } = settings;
  if (!crmApiUrl || !crmIntegrationSecret) return null;
  const url = new URL(`${crmApiUrl.replace(/\/+$/, '')}/account_deletion_requests`);
  const body = await requestBody(db, row, now);
  const signature = signCrmRequest({ method: 'POST', path: url.pathname, body }, crmIntegrationSecret);
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [CRM_SIGNATURE_HEADER]: signature },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await answer.body?.cancel();
    if (!answer.ok) return null;
  } catch {
    return null;
  }
  const [sent] = await db
    .update(accountDeletionRequests)
    .set({ sentAt: now })
    .where(and(eq(accountDeletionRequests.customerId, row.customerId), isNull(accountDeletionRequests.sentAt)))
    .returning();
  return sent ?? { ...row, sentAt: now };
}

/** Sends every request still pending; answers how many the CRM took. */
export async function sendPendingDeletionRequests(db: Db, settings: CrmSettings, now: Date): Promise<number> {
  const pending = await db.select().from(accountDeletionRequests).where(isNull(accountDeletionRequests.sentAt));
  let sent = 0;
  for (const row of pending) if (await sendDeletionRequest(db, settings, row, now)) sent += 1;
  return sent;
}

export function startDeletionRequestJob(options: { db: Db; settings: CrmSettings; now: () => Date }) {
  return startPeriodicJob({
    name: 'deletion-requests',
    intervalMs: DELETION_REQUEST_JOB_INTERVAL_MS,
    run: async () => {
      if (!options.settings.crmApiUrl) return null;
      const sent = await sendPendingDeletionRequests(options.db, options.settings, options.now());
      return sent > 0 ? `sent ${sent} account deletion request(s) to the CRM` : null;
    },
  });
}
