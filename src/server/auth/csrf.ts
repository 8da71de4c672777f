// Cross-site request forgery defence for the cookie-authenticated API. A state-changing request must
// (a) be JSON (or multipart for the avatar upload), which a plain HTML form cannot send without a
// CORS preflight, and (b) come from our own page: Sec-Fetch-Site says so, or the Origin header is
// this server's origin or one the operator allowed.
import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../env.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { ApiError } from '../http/respond.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MULTIPART_PATHS = new Set(['/api/v2/customer/avatar']);
// Server-to-server calls from the card provider and the operator's CRM: no browser, no cookie, no Origin. Each request is
// authenticated by its signature instead (routes/provider-webhooks.ts), so only the origin check is
// skipped, and only for these exact paths.
const SIGNED_WEBHOOK_PATHS = new Set([
  '/api/v2/provider_webhooks/stripe/default',
  '/api/v2/provider_webhooks/stripe/yacht',
  '/api/v2/integrations/crm/messages',
  '/api/v2/integrations/crm/booking_changes',
]);

export const CSRF_CONTENT_TYPE_ERROR = 'Requests that change data must be sent as JSON.';
export const CSRF_ORIGIN_ERROR = 'This request did not come from the Gangway app and was refused.';

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

// A DELETE names everything in its path; without a body there is nothing a form could forge, so
// it needs no JSON type (the origin check below still applies). One WITH a body must be JSON.
function bodilessDelete(method: string, headers: { type?: string; length?: string; encoding?: string }): boolean {
  return (
    method === 'DELETE' &&
    headers.type === undefined &&
    headers.encoding === undefined &&
    (headers.length === undefined || headers.length.trim() === '0')
  );
}

function contentTypeAllowed(method: string, path: string, header: string | undefined): boolean {
  const type = mediaType(header);
  if (type === 'application/json') return true;
  return type === 'multipart/form-data' && method === 'POST' && MULTIPART_PATHS.has(path);
}

export function csrfProtection(config: Pick<ServerConfig, 'allowedOrigins' | 'trustProxy'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const type = c.req.header('Content-Type');
    const bodyless = bodilessDelete(c.req.method, {
      type,
      length: c.req.header('Content-Length'),
      encoding: c.req.header('Transfer-Encoding'),
    });
    if (!bodyless && !contentTypeAllowed(c.req.method, c.req.path, type))
      throw new ApiError(403, { error: CSRF_CONTENT_TYPE_ERROR });
    if (c.req.method === 'POST' && SIGNED_WEBHOOK_PATHS.has(c.req.path)) return next();
    const fetchSite = c.req.header('Sec-Fetch-Site');
    const origin = c.req.header('Origin');
    const sameSite = fetchSite === 'same-origin' || fetchSite === 'none';
    const knownOrigin =
      origin !== undefined && (origin === requestOrigin(c, config) || config.allowedOrigins.includes(origin));
    if (!sameSite && !knownOrigin) throw new ApiError(403, { error: CSRF_ORIGIN_ERROR });
    return next();
  };
}
