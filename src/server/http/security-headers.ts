// Security headers on every answer. The CSP allows this origin plus Stripe (card fields, 3-D Secure
// frames and its API) and nothing else external; the PWA is served from the same origin.
// Strict-Transport-Security only on an answer to a request that came over https (directly, or by a
// trusted proxy's X-Forwarded-Proto): over plain http a browser ignores it, and a server reached by
// http on purpose (a local demo, a health check) must not tell anyone to use https.
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { ServerConfig } from '../env.ts';
import type { AppEnv } from './app-env.ts';
import { requestOrigin } from './request-origin.ts';

const STRIPE_JS = 'https://js.stripe.com';
const STRIPE_API = 'https://api.stripe.com';
const STRIPE_HOOKS = 'https://hooks.stripe.com';

export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  // No inline script, except on the answer that carries one (allowInlineScript).
  scriptSrc: ["'self'", STRIPE_JS],
  // Inline style attributes and the app shell's critical CSS; styles cannot run code.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", STRIPE_API],
  frameSrc: [STRIPE_JS, STRIPE_HOOKS],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * This answer carries `script` inline (a server-rendered page's early taps, from the build that
 * wrote it into the page): its CSP allows exactly that text, by its hash.
 */
export function allowInlineScript(c: Context<AppEnv>, script: string): void {
  c.set('inlineScript', `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
}

export const STRICT_TRANSPORT_SECURITY = 'max-age=15552000; includeSubDomains';

export const securityHeaders = (config: Pick<ServerConfig, 'trustProxy'>): MiddlewareHandler<AppEnv> => {
  const common = secureHeaders({
    contentSecurityPolicy,
    strictTransportSecurity: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // Stripe's frames are cross-origin and do not send CORP headers.
    crossOriginEmbedderPolicy: false,
    // allow-popups keeps Stripe's 3-D Secure pop-ups working.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: ['self', STRIPE_JS] },
  });
  return async (c, next) => {
    await common(c, next);
    const inline = c.get('inlineScript');
    const csp = c.res.headers.get('Content-Security-Policy');
    if (inline && csp) c.res.headers.set('Content-Security-Policy', csp.replace(/script-src [^;]*/, `$& ${inline}`));
    if (requestOrigin(c, config).startsWith('https:'))
      c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  };
};
