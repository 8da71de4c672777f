// Counts and times every request the app answers, labelled by the route pattern Hono matched
// ('/api/v2/customer/bookings/:id'), never by the raw path: ids, tokens and file names stay out
// of the metrics, and the number of series stays that of the routes. A request no route answered
// is 'unmatched', whatever its path.
import cluster from 'node:cluster';
import type { Context, Env, MiddlewareHandler, NotFoundHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { METHOD_NAME_ALL } from 'hono/router';
import { httpDuration, httpRequests, workerRequests } from './registry.ts';

const UNMATCHED_ROUTE = 'unmatched';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const answeredByNotFound = new WeakSet<Context>();

/** The app's not-found handler, marking its answers as no route's. */
export function unmatchedRoute<E extends Env>(handler: NotFoundHandler<E>): NotFoundHandler<E> {
  return (c) => {
    answeredByNotFound.add(c);
    return handler(c);
  };
}

/**
 * The route the request was for: the first matched handler (middleware is registered for every
 * method, handlers for theirs), also when a middleware before it answered (a 401, a 429).
 */
function routePattern(c: Context): string {
  if (answeredByNotFound.has(c)) return UNMATCHED_ROUTE;
  return matchedRoutes(c).find((route) => route.method !== METHOD_NAME_ALL)?.path ?? UNMATCHED_ROUTE;
}

/** The first middleware: it times the whole answer, errors and refusals included. */
export function httpMetrics(): MiddlewareHandler {
  const thisProcess = workerRequests.labels({ worker: String(cluster.worker?.id ?? 0) });
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const labels = {
        method: METHODS.has(c.req.method) ? c.req.method : 'other',
        route: routePattern(c),
        status_class: `${Math.floor(c.res.status / 100)}xx`,
      };
      httpRequests.inc(labels);
      httpDuration.observe(labels, (performance.now() - started) / 1000);
      thisProcess.inc();
    }
  };
}
