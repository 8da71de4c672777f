// Bookings in the traveller's own calendar (text/calendar):
// - GET /customer/bookings/{id}/calendar.ics: one booking, read exactly as the booking page reads it
//   (another customer's booking, or one whose place was cancelled, is the same 404);
// - GET /customer/calendar_feed.json and POST /customer/calendar_feed/reset.json: the private feed's
//   URL, made on first request, and a new one that retires the old;
// - GET /calendar_feeds/{token}/calendar.ics: the feed itself, for calendar apps, which send no
//   cookie: the token is the only credential. A wrong token is a plain 404, and a burst of them from
//   one address is cut off with 429.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { tripLastDay } from '../../shared/domain/booking-rules.ts';
import { enforce, RATE_RULES } from '../auth/rate-limit.ts';
import { requireCustomer, sessionOf } from '../auth/require-customer.ts';
import { readVisibleBooking } from '../bookings/cached-booking-read.ts';
import { listVisibleBookings } from '../bookings/list-bookings.ts';
import { presentBooking } from '../bookings/present-booking.ts';
import type { CachedReads } from '../cache/cached-reads.ts';
import { feedOwner, feedToken, resetFeedToken } from '../calendar/feed-tokens.ts';
import { type CalendarBookingInput, writeCalendar } from '../calendar/write-calendar.ts';
import type { ServerConfig } from '../env.ts';
import { clientIp } from '../http/client-ip.ts';
import { clientHasTag, entityTag } from '../http/etag.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { trustedLinkOrigin } from '../http/request-origin.ts';
import { idParam, notFound, reply } from '../http/respond.ts';
import { API_BASE } from '../../shared/contract/api.ts';

type Deps = AppDeps & { reads: CachedReads };

const feedPath = (token: string) => `${API_BASE}/calendar_feeds/${token}/calendar.ics`;

function feedSecret(config: ServerConfig): string {
  if (!config.calendarFeedSecret) throw new Error('calendarFeedSecret is not set (main.ts makes one at start)');
  return config.calendarFeedSecret;
}

/** One booking as the customer's booking page shows it, or null when they may not see it. */
async function calendarBooking(deps: Deps, bookingId: number, customerId: number, now: Date) {
  const loaded = await readVisibleBooking(deps.db, deps.reads.bookings, bookingId, customerId);
  if (!loaded) return null;
  return { booking: presentBooking(loaded, customerId, now), createdAt: loaded.booking.createdAt };
}

/** The customer's bookings that still lie ahead or are under way: neither cancelled nor expired. */
async function activeBookings(deps: Deps, customerId: number, now: Date): Promise<CalendarBookingInput[]> {
  const today = now.toISOString().slice(0, 10);
  const summaries = (await listVisibleBookings(deps.db, customerId, now)).filter(
    (summary) =>
      summary.status !== 'cancelled' &&
      summary.status !== 'expired' &&
      tripLastDay(summary.departAt, summary.numberOfDays) >= today,
  );
  const items = await Promise.all(summaries.map((summary) => calendarBooking(deps, summary.id, customerId, now)));
  return items.filter((item) => item !== null);
}

/** The calendar text with an ETag: a client naming the current tag gets a bodiless 304. */
function calendarAnswer(c: Context, text: string, headers: Record<string, string>) {
  const tag = entityTag(text);
  const all = { ETag: tag, ...headers };
  if (clientHasTag(c, tag)) return c.body(null, 304, all);
  return c.body(text, 200, { 'Content-Type': 'text/calendar; charset=utf-8', ...all });
}

const uidHost = (c: Context, config: ServerConfig) => new URL(trustedLinkOrigin(c, config)).hostname;

export function calendarRoutes(deps: Deps) {
  const routes = new Hono<AppEnv>();
  routes.use('/customer/bookings/*', requireCustomer);
  routes.use('/customer/calendar_feed', requireCustomer);
  routes.use('/customer/calendar_feed/*', requireCustomer);

  routes.get('/customer/bookings/:id/calendar.ics', async (c) => {
    const customerId = sessionOf(c).customerId;
    const item = await calendarBooking(deps, idParam(c), customerId, deps.clock.now());
    if (!item) throw notFound();
    const text = writeCalendar(item.booking.productName, [item], uidHost(c, deps.config));
    return calendarAnswer(c, text, {
      'Content-Disposition': `attachment; filename="booking-${item.booking.id}.ics"`,
    });
  });

  const feedUrl = (c: Context, token: string) => ({ url: `${trustedLinkOrigin(c, deps.config)}${feedPath(token)}` });

  routes.get('/customer/calendar_feed', async (c) => {
    const token = await feedToken(deps.db, feedSecret(deps.config), sessionOf(c).customerId);
    return reply(c, feedUrl(c, token));
  });

  routes.post('/customer/calendar_feed/reset', async (c) => {
    const token = await resetFeedToken(deps.db, feedSecret(deps.config), sessionOf(c).customerId);
    return reply(c, feedUrl(c, token));
  });

  routes.get('/calendar_feeds/:token/calendar.ics', async (c) => {
    const now = deps.clock.now();
    const customerId = await feedOwner(deps.db, feedSecret(deps.config), c.req.param('token'));
    if (customerId === null) {
      const parts = [clientIp(c, deps.config)];
      await enforce(deps.db, [{ rule: RATE_RULES.calendarFeedMissPerIp, parts }], now, deps.config.rateLimitMultiplier);
      throw notFound();
    }
    const text = writeCalendar('Trips', await activeBookings(deps, customerId, now), uidHost(c, deps.config));
    return calendarAnswer(c, text, { 'Cache-Control': 'private, no-cache' });
  });

  return routes;
}
