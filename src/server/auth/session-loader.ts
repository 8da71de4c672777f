// Puts the signed-in session (or null) on the context for every API request. An unknown or expired
// token is simply no session; the route decides whether that matters. The row comes through the
// read cache (cache/cached-reads.ts: from the database on PostgreSQL; on the embedded PGlite kept
// until any write, sign-out included, or TTL_MS); whether it has expired is decided here on every
// request, with the current time. A shared device's session slides forward here (at most once a
// minute); the write drops the kept rows, so the next request reads the new expiry. Every session's
// last activity is recorded at most once a minute too (last-active.ts).
// On PostgreSQL a booking page's read (GET /customer/bookings/:id) reads its booking in the same
// statement as the session (bookings/booking-with-session.ts), and the route takes it from there.
import type { MiddlewareHandler } from 'hono';
import { bookingReadId, readBookingWithSession } from '../bookings/booking-with-session.ts';
import type { ReadCache, WriteGeneration } from '../cache/read-cache.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { readSessionCookie } from './session-cookie.ts';
import { lastActiveTouch } from './last-active.ts';
import { findSessionRow, liveSession, renewSession, type SessionRow } from './sessions.ts';
import { hashToken } from './tokens.ts';

export function sessionLoader(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sharedDatabase'>,
  cache: ReadCache<SessionRow>,
  generation: WriteGeneration,
): MiddlewareHandler<AppEnv> {
  const touch = lastActiveTouch(deps.db);
  return async (c, next) => {
    const token = readSessionCookie(c);
    if (!token) {
      c.set('session', null);
      return next();
    }
    const now = deps.clock.now();
    const tokenHash = hashToken(token);
    const bookingId = deps.sharedDatabase ? bookingReadId(c.req.method, c.req.path) : undefined;
    let row: SessionRow | null;
    if (bookingId === undefined) row = await cache.read(tokenHash, () => findSessionRow(deps.db, tokenHash, now));
    else {
      const read = await readBookingWithSession(deps.db, { tokenHash, now, bookingId });
      row = read.session;
      if (row) c.set('bookingWithSession', { bookingId, customerId: row.customerId, booking: read.booking });
    }
    const session = liveSession(row, now);
    c.set('session', session);
    if (row && session) {
      if (await renewSession(deps.db, row, now)) generation.bump();
      await touch(row, now);
    }
    return next();
  };
}
