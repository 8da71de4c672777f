// Whether the page in #root is a prerendered visitor page (the server marks it data-prerendered
// with the path it was rendered for) that the router is about to show as it stands: then the
// client hydrates it. The router loads first, so the page's lazy code is in before hydration and
// its first render is the prerendered one. The markup is a visitor's: a guard that sends the
// visitor elsewhere (signed in on /login), or a signed-in customer on an invitation (whose header
// differs), means it is not what the router will show, and the page is rendered afresh.
// The service worker's snapshot of a signed-in page (offline/page-snapshot-rules.ts) is marked
// data-prerendered="snapshot", a path no address has: the router loads first likewise, so the first
// render is the page and not its placeholders, and the snapshot is always rendered afresh.
import { isPrerenderedPath } from '../../shared/prerendered-pages.ts';
import type { AppRouter } from './router.ts';

export async function isPrerenderedPageShown(
  root: HTMLElement,
  router: AppRouter,
  signedOut: () => boolean,
): Promise<boolean> {
  const path = root.dataset.prerendered;
  if (!path) return false;
  await router.load(); // a failed load is kept in the router's state (a match not 'success')
  return takenAsRendered(router, isPrerenderedPath(path, router.state.location.pathname) && signedOut());
}

/**
 * Whether the loaded router shows the page the server rendered (`samePage`: the address and who it
 * was rendered for agree), every match loaded; if so it is marked server-rendered. A server render
 * puts no Suspense boundary around the root match; a client router does unless it was
 * server-rendered, as TanStack's own hydration marks it (router-core's load-client). Marked the same
 * way, the client's tree is the server's, and it stays so for this page's life.
 */
export function takenAsRendered(router: AppRouter, samePage: boolean): boolean {
  const shown = samePage && router.state.matches.every((match) => match.status === 'success');
  if (shown) router.ssr = { manifest: undefined };
  return shown;
}
