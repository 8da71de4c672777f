// Defaults for every /api answer: not cached by browsers or proxies unless a route says otherwise
// (signed-in data must not outlive sign-out in an HTTP cache), and bounded request bodies.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env.ts';

export const JSON_LIMIT = 256 * 1024;
const UPLOAD_LIMIT = 3 * 1024 * 1024; // the avatar may be up to 2MB, plus multipart framing
export const TOO_LARGE = 'The request is too large.';

export const noStoreByDefault: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
};

// The rest of an oversize body is never read, so the connection cannot carry another request: Node
// closes it after the answer. Saying `Connection: close` tells the client so; without it the answer
// promised keep-alive and the client's next request on that socket failed.
const tooLarge = (c: Context) => c.json({ error: TOO_LARGE }, 413, { Connection: 'close' });

const jsonLimit = bodyLimit({ maxSize: JSON_LIMIT, onError: tooLarge });
const uploadLimit = bodyLimit({ maxSize: UPLOAD_LIMIT, onError: tooLarge });

// GET and HEAD requests carry no body (@hono/node-server gives them none), and merely asking a
// request for its body makes the Node adapter build a full WHATWG Request: skipped for them.
const BODILESS_METHODS = new Set(['GET', 'HEAD']);

export const limitBodies: MiddlewareHandler<AppEnv> = (c, next) => {
  if (BODILESS_METHODS.has(c.req.method)) return next();
  return c.req.path === '/api/v2/customer/avatar' ? uploadLimit(c, next) : jsonLimit(c, next);
};
