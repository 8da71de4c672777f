// GET /healthz and /readyz (shared/contract/health.ts): plain JSON, never stored by any cache, no
// session or CSRF machinery and no rate limit (they sit outside /api), nothing about anyone.
import { Hono } from 'hono';
import { type HealthAnswer, LIVENESS_PATH, READINESS_PATH } from '../../shared/contract/health.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Readiness } from './readiness.ts';

export const HEALTH_PATHS = [LIVENESS_PATH, READINESS_PATH] as const;
const NO_STORE = { 'Cache-Control': 'no-store' };

export function healthRoutes(readiness: Readiness) {
  const routes = new Hono<AppEnv>();
  routes.get(LIVENESS_PATH, (c) => c.json({ status: 'ok' } satisfies HealthAnswer, 200, NO_STORE));
  routes.get(READINESS_PATH, async (c) => {
    const reason = await readiness.check();
    return reason
      ? c.json({ status: 'unavailable', reason } satisfies HealthAnswer, 503, NO_STORE)
      : c.json({ status: 'ok' } satisfies HealthAnswer, 200, NO_STORE);
  });
  return routes;
}
