// The device's time zone, for a page the server renders with its data (shared/server-rendered-
// pages.ts): the server renders in the zone this cookie names, or its own, and marks the page with
// it; a page rendered in another zone than the device's is rendered afresh instead of hydrated
// (router/server-rendered-page.ts), and the cookie is set so the next one is right. Travellers
// cross zones: it follows the device. A device in the server's zone never needs the cookie.
import { TIME_ZONE_COOKIE } from '../../shared/server-rendered-pages.ts';

const YEAR_S = 365 * 24 * 60 * 60;
const UTC_NAMES = new Set(['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT', 'Etc/Universal', 'Etc/Zulu']);

/** One name per zone for the aliases of UTC, which systems report differently. */
export const sameTimeZone = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && (a === b || (UTC_NAMES.has(a) && UTC_NAMES.has(b)));

type TemporalNow = { Now: { timeZoneId(): string } };

export function deviceTimeZone(): string | undefined {
  try {
    // Temporal answers without setting up Intl's locale data (a cost on a phone, the first time),
    // which nothing else on a page's first render needs; Intl where Temporal is missing.
    const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
    return temporal ? temporal.Now.timeZoneId() : new Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export function rememberTimeZone(zone: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser a traveller has
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${YEAR_S}; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
}
