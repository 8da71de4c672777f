// The signed-in pages whose first online load the server renders with their data (the dashboard and
// a booking: server/http/server-render.ts, web/prerender/render-signed-in.ts); the client hydrates
// them (web/router/server-rendered-page.ts). Every later start comes from the service worker's
// shell and the persisted cache instead, where server HTML cannot reach a traveller at sea.

/** Where the server's render bundle is in the build (scripts/lib/prerender.mjs puts it there). */
export const SERVER_RENDER_ENTRY = 'ssr/prerender-entry.js';

/** The element that carries the rendered page's query state (JSON), after #root. */
export const SERVER_STATE_ID = 'gangway-state';

const SERVER_RENDERED = [/^\/$/, /^\/bookings\/\d{1,9}\/?$/];

export function isServerRenderedPath(pathname: string): boolean {
  return SERVER_RENDERED.some((pattern) => pattern.test(pathname));
}

/** The browser's IANA time zone (web/lib/time-zone-cookie.ts), so dates render as it shows them. */
export const TIME_ZONE_COOKIE = 'gangway_tz';
