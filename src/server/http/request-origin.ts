// The scheme+host a request was addressed to. Behind a trusted proxy the forwarded headers say it;
// otherwise the URL @hono/node-server built from the Host header does.
import type { Context } from 'hono';
import type { ServerConfig } from '../env.ts';

export function requestOrigin(c: Context, config: Pick<ServerConfig, 'trustProxy'>): string {
  const url = new URL(c.req.url);
  if (!config.trustProxy) return url.origin;
  const proto = firstValue(c.req.header('X-Forwarded-Proto'));
  const host = firstValue(c.req.header('X-Forwarded-Host'));
  const scheme = proto === 'http' || proto === 'https' ? proto : url.protocol.slice(0, -1);
  try {
    // Built afresh: assigning url.host would keep the internal port (3000) when the proxy's host has none.
    return new URL(`${scheme}://${host ?? url.host}`).origin;
  } catch {
    return url.origin; // a forwarded host that is not a host
  }
}

const firstValue = (header: string | undefined) => header?.split(',')[0]?.trim().toLowerCase() || undefined;

/**
 * Where links in e-mails should point. The Host header is attacker-controlled, so the request's own
 * origin is used only when its host is the public host or a subdomain of it (cruise.localhost under
 * localhost); a calling PWA origin from ALLOWED_ORIGINS wins; anything else gets PUBLIC_ORIGIN.
 */
export function trustedLinkOrigin(
  c: Context,
  config: Pick<ServerConfig, 'trustProxy' | 'publicOrigin' | 'allowedOrigins'>,
): string {
  const callerOrigin = c.req.header('Origin');
  if (callerOrigin && config.allowedOrigins.includes(callerOrigin)) return callerOrigin;
  const own = new URL(requestOrigin(c, config));
  const publicHost = new URL(config.publicOrigin).hostname;
  if (own.hostname === publicHost || own.hostname.endsWith(`.${publicHost}`)) return own.origin;
  return config.publicOrigin;
}
