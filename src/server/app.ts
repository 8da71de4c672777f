// The Hono app: security middleware, the /api/v2 routes, the CRM redirects and the built PWA.
// Everything it touches comes in as AppDeps, so tests build it with their own database and clock.
import { Hono } from 'hono';
import { API_BASE } from '../shared/contract/api.ts';
import { csrfProtection } from './auth/csrf.ts';
import { sessionLoader } from './auth/session-loader.ts';
import { cachedReads } from './cache/cached-reads.ts';
import { bumpOnWrite } from './cache/read-cache.ts';
import { limitBodies, noStoreByDefault } from './http/api-defaults.ts';
import { compression } from './http/compression.ts';
import type { AppDeps, AppEnv } from './http/app-env.ts';
import { apiCors } from './http/cors.ts';
import { crmRedirects } from './http/crm-redirects.ts';
import { closeWhenDraining } from './health/close-when-draining.ts';
import { databaseProbe } from './health/database-probe.ts';
import { HEALTH_PATHS, healthRoutes } from './health/health-routes.ts';
import { createReadiness } from './health/readiness.ts';
import { errorHandler, notFoundHandler } from './http/errors.ts';
import { apiAwarePath } from './http/json-path.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { httpMetrics, unmatchedRoute } from './metrics/http-metrics.ts';
import { logger } from './log/logger.ts';
import { pushDeliveryOf } from './push/push-delivery.ts';
import { staticWeb, webRootAvailable } from './http/static-web.ts';
import { accountDataRoutes } from './routes/account-data.ts';
import { accountMessageRoutes } from './routes/account-messages.ts';
import { bookingRoutes } from './routes/bookings.ts';
import { calendarRoutes } from './routes/calendar.ts';
import { invitationRoutes } from './routes/invitations.ts';
import { meRoutes } from './routes/me.ts';
import { profileRoutes } from './routes/profile.ts';
import { pushRoutes } from './routes/push.ts';
import { avatarFileRoutes, avatarRoutes } from './routes/avatar.ts';
import { facebookAuthRoutes } from './routes/facebook-auth.ts';
import { messageRoutes } from './routes/messages.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { passengerRoutes } from './routes/passengers.ts';
import { passwordRoutes } from './routes/passwords.ts';
import { paymentRoutes } from './routes/payments.ts';
import { pendingPaymentRoutes } from './routes/pending-payments.ts';
import { creditNoteRoutes } from './routes/credit-notes.ts';
import { creditCardRoutes } from './routes/credit-cards.ts';
import { crmIntegrationRoutes } from './routes/crm-integration.ts';
import { providerWebhookRoutes } from './routes/provider-webhooks.ts';
import { referenceDataRoutes } from './routes/reference-data.ts';
import { registrationRoutes } from './routes/registrations.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { signedInDeviceRoutes } from './routes/signed-in-devices.ts';
import { passkeyRoutes } from './routes/passkeys.ts';
import { passkeySessionRoutes } from './routes/passkey-sessions.ts';
import { visaLetterRoutes } from './routes/visa-letter.ts';

export type { AppDeps } from './http/app-env.ts';

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>({ getPath: apiAwarePath });
  app.onError(errorHandler());
  app.notFound(unmatchedRoute(notFoundHandler));
  const reads = cachedReads({ sharedDatabase: deps.sharedDatabase, ttlMs: deps.readCacheTtlMs });
  const routeDeps = { ...deps, reads };
  const readiness = deps.readiness ?? createReadiness(databaseProbe(deps.db));
  const push = deps.push ?? pushDeliveryOf(deps);

  app.use('*', httpMetrics());
  app.use('*', requestLog(deps.log ?? logger, { quietRoutes: HEALTH_PATHS }), closeWhenDraining(readiness));
  // Then: every request that may write drops the read caches before and after it runs.
  app.use('*', bumpOnWrite(reads.generation));
  app.use('*', securityHeaders(deps.config));
  app.use('*', compression());
  if (deps.config.allowedOrigins.length > 0) app.use('/api/*', apiCors(deps.config));
  app.use(
    '/api/*',
    noStoreByDefault,
    limitBodies,
    csrfProtection(deps.config),
    sessionLoader(deps, reads.sessions, reads.generation),
  );
  // A write that succeeded may have raised notifications for devices: they go out once it has
  // answered. A refused one changed nothing, so a burst of them costs no look for any.
  app.use('/api/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) push.kick();
  });
  app.route('/', healthRoutes(readiness));

  for (const routes of [
    sessionRoutes,
    signedInDeviceRoutes,
    passkeySessionRoutes,
    registrationRoutes,
    passwordRoutes,
    meRoutes,
    profileRoutes,
    accountDataRoutes,
    avatarRoutes,
    facebookAuthRoutes,
    passkeyRoutes,
    accountMessageRoutes,
    notificationRoutes,
    pushRoutes,
    referenceDataRoutes,
    bookingRoutes,
    passengerRoutes,
    invitationRoutes,
    visaLetterRoutes,
    calendarRoutes,
    paymentRoutes,
    pendingPaymentRoutes,
    creditNoteRoutes,
    creditCardRoutes,
    messageRoutes,
    reviewRoutes,
    providerWebhookRoutes,
    crmIntegrationRoutes,
    openApiRoutes,
  ])
    app.route(API_BASE, routes(routeDeps));

  // Avatars are served outside /api (the service worker caches them as images) to their owner only.
  app.use('/avatars/*', sessionLoader(deps, reads.sessions, reads.generation));
  app.route('/', avatarFileRoutes(routeDeps));
  app.route('/', crmRedirects(deps.config));
  if (webRootAvailable(deps.config.webRoot)) {
    // The signed-in pages the server renders call the API through the app itself (server-render.ts).
    app.route(
      '/',
      staticWeb(deps.config.webRoot, deps.config, {
        apiFetch: (request, env) => app.fetch(request, env),
        // Not the app's clock, which a demo may stop (GANGWAY_NOW): the rate limit needs real time.
        now: deps.serverRenderTimer ?? (() => performance.now()),
      }),
    );
  }
  return app;
}
