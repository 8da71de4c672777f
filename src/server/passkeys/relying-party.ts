// The WebAuthn relying party a request speaks to: its origin is the brand host the traveller uses
// (the request's own host when it is PUBLIC_ORIGIN's host or a subdomain of it, else PUBLIC_ORIGIN,
// as for links in e-mails: http/request-origin.ts), and its RP ID that host's name. So each brand
// host is a relying party of its own: a passkey made on cruise.example.com signs in there only.
import type { Context } from 'hono';
import { requestBrand } from '../bookings/request-brand.ts';
import type { ServerConfig } from '../env.ts';
import { trustedLinkOrigin } from '../http/request-origin.ts';

export type RelyingParty = { id: string; origin: string; name: string };

export function relyingPartyOf(
  c: Context,
  config: Pick<ServerConfig, 'trustProxy' | 'publicOrigin' | 'allowedOrigins' | 'defaultBrand' | 'medicalBrandEnabled'>,
): RelyingParty {
  const origin = trustedLinkOrigin(c, config);
  return { id: new URL(origin).hostname, origin, name: requestBrand(c, config).company };
}
