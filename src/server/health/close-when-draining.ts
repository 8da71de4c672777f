// While the server drains, each answer ends its connection (`Connection: close`): the request in
// flight when SIGTERM came, or one more on a kept-alive connection, is answered, and the client
// opens its next connection elsewhere instead of finding this one closed under it. Set on the
// answer itself, which keeps it as made (see http/request-log.ts).
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import type { Readiness } from './readiness.ts';

export const closeWhenDraining =
  (readiness: Pick<Readiness, 'draining'>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    if (readiness.draining) c.res.headers.set('Connection', 'close');
  };
