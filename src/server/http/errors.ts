// The app's last word on failures: ApiError answers its own status and body, any other HTTP
// exception keeps its status with an {error} body, and everything else is our bug: logged, 500.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { toWire } from '../../shared/wire.ts';
import { logger } from '../log/logger.ts';
import { unhandledErrorLine } from './log-error.ts';
import { ApiError } from './respond.ts';

export const SOMETHING_WENT_WRONG = 'Something went wrong';

/** Where an unhandled error's line goes, with the request's id (http/request-log.ts) when it has one. */
export type ErrorLog = (line: string, requestId: string | undefined) => void;

const toLogger: ErrorLog = (line, requestId) => logger.error({ reqId: requestId }, line);

export function errorHandler(log: ErrorLog = toLogger): ErrorHandler {
  return (error, c) => {
    // Snake_case like every other answer: a 422's field names are keys too ({errors: {amount_cents}}).
    if (error instanceof ApiError) return c.json(toWire(error.body), error.status, error.headers);
    if (error instanceof HTTPException) return c.json({ error: error.message || 'Request failed' }, error.status);
    log(unhandledErrorLine(c.req.method, c.req.path, error), c.get('requestId'));
    return c.json({ error: SOMETHING_WENT_WRONG }, 500);
  };
}

export const notFoundHandler: NotFoundHandler = (c: Context) =>
  c.req.path.startsWith('/api/') || c.req.path === '/api'
    ? c.json({ error: 'Not found' }, 404)
    : c.text('Not found', 404);
