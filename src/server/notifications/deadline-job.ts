// The scheduled run that raises time-based notices (deadline-notices.ts) to each open booking's
// lead: a page of unpaid, uncancelled bookings at a time, with their passengers. Several processes
// may run it at once: raiseNotice makes one row per customer and event whoever gets there first.
import { and, asc, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookings, passengers } from '../db/schema.ts';
import { bookingFacts } from '../bookings/booking-facts.ts';
import { startPeriodicJob } from '../jobs/periodic-job.ts';
import { deadlineNotices } from './deadline-notices.ts';
import { raiseNotice } from './raise-notifications.ts';

const own = <P extends { bookingId: number }>(rows: P[], bookingId: number) =>
  rows.filter((row) => row.bookingId === bookingId);

export const DEADLINE_JOB_INTERVAL_MS = 5 * 60_000;
const PAGE = 200;

type Booking = typeof bookings.$inferSelect;

/** The time-based notices of these bookings as of `now`, each for the booking's lead. */
export async function deadlineNoticesOf(db: Db, page: readonly Booking[], now: Date) {
  if (page.length === 0) return [];
  const travellers = await db
    .select()
    .from(passengers)
    .where(
      inArray(
        passengers.bookingId,
        page.map((b) => b.id),
      ),
    );
  return page.flatMap((booking) => {
    // No time-based notice depends on pre-departure information.
    const facts = bookingFacts(booking, { preDepartureInfo: null }, own(travellers, booking.id));
    return deadlineNotices(booking.id, facts, now).map((notice) => ({ customerId: booking.customerId, notice }));
  });
}

/** One run over every open booking; answers how many notifications it made. */
export async function raiseDeadlineNotices(db: Db, now: Date): Promise<number> {
  let made = 0;
  let afterId = 0;
  for (;;) {
    const page = await db
      .select()
      .from(bookings)
      .where(and(gt(bookings.id, afterId), isNull(bookings.cancelledAt), lt(bookings.paidCents, bookings.totalCents)))
      .orderBy(asc(bookings.id))
      .limit(PAGE);
    if (page.length === 0) return made;
    afterId = page[page.length - 1]?.id ?? afterId;
    for (const { customerId, notice } of await deadlineNoticesOf(db, page, now))
      made += await raiseNotice(db, [customerId], notice, now);
  }
}

export function startDeadlineJob(options: {
  db: Db;
  now: () => Date;
  intervalMs?: number;
  log?: (line: string) => void;
  /** Told when a run made notifications (push/push-delivery.ts sends them). */
  raised?: () => void;
}) {
  return startPeriodicJob({
    name: 'notifications',
    intervalMs: options.intervalMs ?? DEADLINE_JOB_INTERVAL_MS,
    firstRunMs: 5_000,
    log: options.log,
    run: async () => {
      const made = await raiseDeadlineNotices(options.db, options.now());
      if (made > 0) options.raised?.();
      return made > 0 ? `deadline notices raised: ${made}` : null;
    },
  });
}
