// The client's IP for rate limits. X-Forwarded-For is a client-supplied header, so it is believed
// only when the operator says a proxy in front of us sets it (TRUST_PROXY); then the proxy
// appends the address it saw, which is the last entry.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { ServerConfig } from '../env.ts';

export function clientIp(c: Context, config: Pick<ServerConfig, 'trustProxy'>): string {
  if (config.trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // no Node socket (app.request in tests without bindings)
  }
}
