// Tells the server the device's time zone (a cookie), so a page it renders with its data
// (shared/server-rendered-pages.ts) shows times as this browser does, and hydrates as it stands.
// Written from the signed-in guard, after the first page: the Intl lookup is not start-up work.
import { TIME_ZONE_COOKIE } from '../../shared/server-rendered-pages.ts';

const YEAR_S = 365 * 24 * 60 * 60;

let remembered = false;

/** Once per page load. */
export function rememberTimeZone(): void {
  if (remembered) return;
  remembered = true;
  const run = () => {
    try {
      const zone = encodeURIComponent(new Intl.DateTimeFormat().resolvedOptions().timeZone);
      const cookie = `${TIME_ZONE_COOKIE}=${zone}`;
      if (!document.cookie.split('; ').includes(cookie)) {
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser a traveller has
        document.cookie = `${cookie}; path=/; max-age=${YEAR_S}; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
      }
    } catch {
      // no Intl zone or cookies off: the server renders in its own zone
    }
  };
  if ('requestIdleCallback' in window) requestIdleCallback(run);
  else setTimeout(run, 1000);
}
