// What every middleware and route module receives: the app's dependencies and the Hono env
// (Node bindings when served by @hono/node-server, the signed-in session once loaded).
import type { HttpBindings } from '@hono/node-server';
import type { LoadedBooking } from '../bookings/load-booking.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import type { Readiness } from '../health/readiness.ts';
import type { ServerConfig } from '../env.ts';
import type { Logger } from '../log/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { CardProvider } from '../payments/card-provider.ts';
import type { PushDelivery } from '../push/push-delivery.ts';

export type AppDeps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  config: ServerConfig;
  /** Tests inject one; otherwise built from config.payments (payments/provider-of.ts). */
  cardProvider?: CardProvider;
  /**
   * How long the read cache may keep an entry (cache/read-cache.ts TTL_MS unless given). Tests of
   * its invalidation set it long, so a missed invalidation fails them whatever the machine's speed.
   */
  readCacheTtlMs?: number;
  /** Milliseconds for the server render's rate limit (server-render.ts); tests stop it. */
  serverRenderTimer?: () => number;
  /**
   * Other processes or hosts may write to the database (PostgreSQL): reads are never kept in
   * process (cache/cached-reads.ts). False for the embedded PGlite, which one process owns.
   */
  sharedDatabase: boolean;
  /** Where the per-request lines go (log/logger.ts unless given). */
  log?: Logger;
  /** What /readyz answers, and whether the server is draining (health/readiness.ts); made from `db` unless given. */
  readiness?: Readiness;
  /** Sends notifications to devices (push/push-delivery.ts); made from db and config.vapid unless given. */
  push?: PushDelivery;
};

export type CurrentSession = {
  tokenHash: string;
  customerId: number;
  rememberMe: boolean;
  sharedDevice: boolean;
  /** Started by a passkey sign-in (auth/sessions.ts). */
  passkey: boolean;
};

export type AppEnv = {
  // Absent under app.request() in tests, which is why client-ip.ts reads it defensively.
  Bindings: Partial<HttpBindings>;
  Variables: {
    session: CurrentSession | null;
    /** The CSP source of the one inline script this answer carries, if any (security-headers.ts). */
    inlineScript?: string;
    /** Names this request in the log lines about it (request-log.ts). */
    requestId?: string;
    /**
     * The booking this GET names, read in the session's own statement (bookings/booking-with-session.ts):
     * null when that customer may not see it. Absent when the booking was not read with the session.
     */
    bookingWithSession?: { bookingId: number; customerId: number; booking: LoadedBooking | null };
  };
};
