// The scheme+host a request was addressed to. Behind a trusted proxy the forwarded headers say it;
// otherwise the URL @hono/node-server built from the Host header does.
import type { Context } from 'hono';
import { brandOfHostLabel } from '../../shared/domain/brands.ts';
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
 * Where links in e-mails should point. The Host header is attacker-controlled, so only its host name
 * is taken, and only when it is the public host or a brand host under it (tour.localhost under
 * localhost): the scheme and port are PUBLIC_ORIGIN's. A calling PWA origin from ALLOWED_ORIGINS
 * wins; anything else gets PUBLIC_ORIGIN.
 */
export function trustedLinkOrigin(
  c: Context,
  config: Pick<ServerConfig, 'trustProxy' | 'publicOrigin' | 'allowedOrigins'>,
): string {
  const callerOrigin = c.req.header('Origin');
  if (callerOrigin && config.allowedOrigins.includes(callerOrigin)) return callerOrigin;
  const asked = new URL(requestOrigin(c, config)).hostname;
  const link = new URL(config.publicOrigin);
  const brandLabel = asked.endsWith(`.${link.hostname}`) ? asked.slice(0, -link.hostname.length - 1) : '';
  if (brandLabel && !brandLabel.includes('.') && brandOfHostLabel(asked)) link.hostname = asked;
  return link.origin;
}
