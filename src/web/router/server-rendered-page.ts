// Whether the page in #root is a signed-in page the server rendered with its data (data-server-
// rendered: the address it was rendered for; shared/server-rendered-pages.ts) that the router is
// about to show as it stands: then the client hydrates it. Loaded on demand by main.tsx, only for
// such a page.
// Order matters: the offline work that watches arriving answers starts first, then the page's
// answers go into the cache, then the router loads (its guards and loaders find the answers there
// and ask nothing), so its first render is the server's. A page the router does not show as it
// stands (another customer signed in meanwhile, a redirect, another time zone) is rendered afresh.
// Each step is its own task (lib/main-thread.ts): the page is painted and readable meanwhile, and
// on a phone the steps together would block a tap for a few hundred milliseconds.
import type { QueryClient } from '@tanstack/react-query';
import { loadSignedInControls } from '../features/shell/preload-signed-in-controls.ts';
import { yieldToMain } from '../lib/main-thread.ts';
import { adoptServerState } from './server-state.ts';
import { deviceTimeZone, rememberTimeZone, sameTimeZone } from '../lib/time-zone-cookie.ts';
import { takenAsRendered } from './prerendered-page.ts';
import { loadSignedInOfflineWork } from './route-code.ts';
import type { AppRouter } from './router.ts';

export async function isServerRenderedPageShown(
  root: HTMLElement,
  router: AppRouter,
  queryClient: QueryClient,
): Promise<boolean> {
  const address = root.dataset.serverRendered;
  if (!address) return false;
  const { startSignedInOfflineWork } = await loadSignedInOfflineWork();
  startSignedInOfflineWork(queryClient);
  // An answer per task: each arrival wakes what watches the cache (read-ahead, the persister).
  if (!(await adoptServerState(queryClient, yieldToMain))) return false;
  await yieldToMain();
  // Loaded either way: rendered afresh, the page's code and data are in before its first render.
  await router.load(); // a failed load is kept in the router's state (a match not 'success')
  await yieldToMain();
  // Dates and times in another zone than the device's would not hydrate: rendered afresh, and the
  // server renders the next one in the device's zone.
  const zone = deviceTimeZone();
  if (zone && !sameTimeZone(zone, root.dataset.timeZone)) {
    rememberTimeZone(zone);
    return false;
  }
  if (!takenAsRendered(router, router.state.location.href === address)) return false;
  await controlsInHand();
  return true;
}

/**
 * The header reads its controls' code with use(). Marked fulfilled, the way React's use() reads a
 * promise it has not seen before without suspending (TanStack Query marks its own the same way),
 * the code is read within the hydration: the painted controls are taken over, not drawn anew by
 * the first update after it. Without the code the header suspends on the failed promise, as a
 * lazy component did, and chunk-recovery.ts reloads once for a file missing after a deploy.
 */
async function controlsInHand(): Promise<void> {
  const code = loadSignedInControls();
  try {
    Object.assign(code, { status: 'fulfilled', value: await code });
  } catch {
    // left unmarked: see above
  }
}
