// One log line per request, written when its answer is ready: the method, the route pattern Hono
// matched (never the path itself, which may carry tokens, and never the query string), the status,
// the duration and the request id. The id is the caller's X-Request-Id when that is short and made
// of safe characters (a proxy's or load balancer's id, so their logs and ours join up), else a new
// one; it is sent back as X-Request-Id and kept for the error log (errors.ts).
// The id goes onto the finished answer's own headers: Hono's c.header() after the answer is made
// rebuilds it around its body as a stream, which @hono/node-server then reads back chunk by chunk
// instead of writing the bytes it was given (the largest share of a cached read's CPU).
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from '../log/logger.ts';
import type { AppEnv } from './app-env.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export const requestIdOf = (incoming: string | undefined) =>
  incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();

export function requestLog(log: Logger, options: { quietRoutes?: readonly string[] } = {}): MiddlewareHandler<AppEnv> {
  const quiet = new Set(options.quietRoutes);
  return async (c, next) => {
    const started = performance.now();
    const reqId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', reqId);
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, reqId);
    const route = routePath(c);
    const { status } = c.res;
    const line = {
      reqId,
      method: c.req.method,
      route,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    // A load balancer's probes every few seconds would drown the rest: they are debug lines.
    if (status >= 500) log.error(line, 'request');
    else if (quiet.has(route)) log.debug(line, 'request');
    else log.info(line, 'request');
  };
}
