// Whether COOKIE_SECURE, TRUST_PROXY and PUBLIC_ORIGIN make sense together for a production server.
// The server itself speaks plain http, so an https PUBLIC_ORIGIN means TLS ends at a proxy in front
// of it. Browsers drop a Secure cookie set by a plain-http page (localhost excepted), so secure
// cookies on a plain-http origin mean nobody stays signed in: such findings start "Sign-in cannot work".
import type { ServerConfig } from './env.ts';

type Settings = Pick<ServerConfig, 'cookieSecure' | 'trustProxy' | 'publicOrigin'>;

const LOCAL_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$|\.localhost$/;

const HTTPS_FIX = 'end TLS at a reverse proxy, then set PUBLIC_ORIGIN=https://<your host> and TRUST_PROXY=true';

function parseOrigin(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

export function deploymentWarnings(settings: Settings): string[] {
  const origin = parseOrigin(settings.publicOrigin);
  if (!origin)
    return [
      `PUBLIC_ORIGIN "${settings.publicOrigin}" is not an origin such as https://portal.example.com: ` +
        'links in e-mails (password resets, invitations) cannot be made. Set it to the https origin travellers use.',
    ];
  const warnings: string[] = [];
  const local = LOCAL_HOST.test(origin.hostname);
  if (local)
    warnings.push(
      `PUBLIC_ORIGIN is ${origin.origin}, this machine: links in e-mails would point there. ` +
        'Set PUBLIC_ORIGIN to the https origin travellers use.',
    );
  if (origin.protocol === 'https:') {
    if (!settings.trustProxy)
      warnings.push(
        'PUBLIC_ORIGIN is https but TRUST_PROXY is off: the proxy that ends TLS looks like one client, so all ' +
          "travellers share one address's rate limits (a busy hour or one attacker locks everyone out of sign-in), " +
          'and HSTS is never sent. ' +
          'Set TRUST_PROXY=true (the proxy must set X-Forwarded-For, X-Forwarded-Proto and X-Forwarded-Host).',
      );
    if (!settings.cookieSecure)
      warnings.push(
        'COOKIE_SECURE is false with an https PUBLIC_ORIGIN: the session cookie would also travel over plain http, ' +
          'where anyone on the network can read it. Remove COOKIE_SECURE (it defaults to true).',
      );
  } else if (!local) {
    if (settings.cookieSecure)
      warnings.push(
        `Sign-in cannot work: browsers refuse the secure session cookie from ${origin.origin}, a plain-http origin. ` +
          (settings.trustProxy
            ? 'If your proxy serves https, set PUBLIC_ORIGIN to that https origin.'
            : `To fix it, ${HTTPS_FIX}.`),
      );
    else
      warnings.push(
        `PUBLIC_ORIGIN ${origin.origin} is plain http: passwords and session cookies cross the network unencrypted. ` +
          `To fix it, ${HTTPS_FIX}, and remove COOKIE_SECURE.`,
      );
  }
  return warnings;
}
