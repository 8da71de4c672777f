// The app's last word on failures: ApiError answers its own status and body, any other HTTP
// exception keeps its status with an {error} body, and everything else is our bug: logged, 500.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { toWire } from '../../shared/wire.ts';
import { unhandledErrorLine } from './log-error.ts';
import { ApiError } from './respond.ts';

export const SOMETHING_WENT_WRONG = 'Something went wrong';

export function errorHandler(log: (...args: unknown[]) => void = console.error): ErrorHandler {
  return (error, c) => {
    // Snake_case like every other answer: a 422's field names are keys too ({errors: {amount_cents}}).
    if (error instanceof ApiError) return c.json(toWire(error.body), error.status, error.headers);
    if (error instanceof HTTPException) return c.json({ error: error.message || 'Request failed' }, error.status);
    log(unhandledErrorLine(c.req.method, c.req.path, error));
    return c.json({ error: SOMETHING_WENT_WRONG }, 500);
  };
}

export const notFoundHandler: NotFoundHandler = (c: Context) =>
  c.req.path.startsWith('/api/') || c.req.path === '/api'
    ? c.json({ error: 'Not found' }, 404)
    : c.text('Not found', 404);
