// /customers/auto and /reviews/new belong to the provider's CRM host: a full page load of the same
// path and query lets the server answer with its redirect there. If the app comes back to the
// very same path at once (a server or service worker that hands it the app instead), it stops
// and shows /404 rather than reloading forever. Only the path is noted: the query may carry a
// booking's id or a token, which sessionStorage must not hold on a shared device.
import { type ParsedLocation, redirect } from '@tanstack/react-router';

const ATTEMPT_KEY = 'gangway-crm-redirect';
const LOOP_WINDOW_MS = 10_000;

export function crmRedirect({ location }: { location: ParsedLocation }): Promise<never> {
  const previous = sessionStorage.getItem(ATTEMPT_KEY);
  const [path, at] = previous ? previous.split('\n') : [];
  if (path === location.pathname && Date.now() - Number(at) < LOOP_WINDOW_MS) {
    sessionStorage.removeItem(ATTEMPT_KEY);
    throw redirect({ to: '/404', replace: true });
  }
  sessionStorage.setItem(ATTEMPT_KEY, `${location.pathname}\n${Date.now()}`);
  window.location.assign(location.href);
  return new Promise<never>(() => {}); // the page is being replaced
}
