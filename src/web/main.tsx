// First: starts reading the persisted cache from IndexedDB while the rest is evaluated.
import { earlyPersistedRead } from './lib/persisted-read.ts';
import './styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app-root.tsx';
import { preloadHttp } from './lib/api-client.ts';
import { currentBrand } from './lib/brand.ts';
import { markFirstRenderCommitted, whenFirstRenderCommitted } from './lib/first-render.ts';
import { whenIdle } from './lib/main-thread.ts';
import { restorePersistedCache, startPersisting } from './lib/persister.ts';
import { createQueryClient } from './lib/query-client.ts';
import { startRefreshOnReconnect } from './lib/refresh-on-reconnect.ts';
import { startCrossTabSync } from './features/session/cross-tab-sync.ts';
import { installChunkRecovery, isReloadingForChunk } from './offline/chunk-recovery.ts';
import { isMarkedLoggedIn, subscribeLoginFlag } from './lib/login-state.ts';
import { captureInstallPrompt } from './offline/install/install-prompt.ts';
import { registerServiceWorker } from './offline/register-sw.ts';
import { preloadRouteCode } from './router/preload-route-code.ts';
import { loadSignedInCode } from './router/route-code.ts';
import { authenticatedRoute, signedInRoute } from './router/route-tree.ts';
import { type AppRouter, createAppRouter, createBrowserHistory } from './router/router.ts';
import { installSessionExpiry, isOnUnauthenticatedPage } from './router/session-expiry.ts';
import { sessionKeys } from './features/session/api.ts';
import { isPrerenderedPageShown } from './router/prerendered-page.ts';

// The server names the brand on <html> (the stylesheet's colours key on it, and it names the same
// brand as its meta); the worker's copy of the shell and the dev server do not. Only written where
// missing: a write restyles the page.
document.documentElement.dataset.brand ||= currentBrand().id;
// The dev server's page names the cruise brand's theme colour (vite's head tags) on every host.
const themeColor = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
if (themeColor && themeColor.content !== currentBrand().themeColor) themeColor.content = currentBrand().themeColor;
const root = document.getElementById('root');
if (!root) throw new Error('no #root'); // index.html always has one
// A signed-in page the server rendered with its data (its first online load): the code that
// hydrates it loads beside the cache restore.
const serverRendered = root.dataset.serverRendered ? import('./router/server-rendered-page.ts') : undefined;
const signedIn = isMarkedLoggedIn() || serverRendered !== undefined;
// The install prompt may fire before anything renders.
captureInstallPrompt();

// The API transport (ky) is not needed to paint: signed in, it loads at once, beside the cache
// restore (not offline, where no call is made until the connection is back: an offline start
// paints without it); on a visitor's page, the first touch of a form fetches it before a submit.
if (signedIn && navigator.onLine) preloadHttp();
else {
  for (const type of ['focusin', 'pointerdown'] as const) {
    window.addEventListener(type, preloadHttp, { once: true, capture: true, passive: true });
  }
}

// A page painted from its HTML (prerendered, rendered by the server, or the worker's snapshot of
// it, which is marked prerendered too: router/prerendered-page.ts) can be read already: the
// app's start is cut into tasks, so that a phone can take a tap in between (lib/main-thread.ts says
// why). The shell has nothing to read yet: its start runs straight on.
const painted = Boolean(root.dataset.prerendered || serverRendered);
const inTurn = (work: () => void) => (painted ? setTimeout(work) : work());
startApp(root);

function startApp(root: HTMLElement): void {
  const queryClient = createQueryClient();
  // The persisted cache is read from IndexedDB while the rest starts; nothing renders before it is
  // in (see render below), so the first paint of an offline start already shows the restored data.
  const restoring = restorePersistedCache(queryClient, earlyPersistedRead);
  // The browser's history (a fresh page's entry gets its state written: replaceState), then the
  // router's creation (its route tree) and what follows: after the entry's own evaluation, each in a
  // task of its own on a painted page, rather than one long task together.
  inTurn(() => {
    const history = createBrowserHistory();
    inTurn(() => startRouter(createAppRouter(queryClient, history)));
  });

  function startRouter(router: AppRouter): void {
    // A lazy chunk missing after a deploy is recovered by one reload (before any chunk is asked for).
    installChunkRecovery();
    // The landing page's code (and, signed in, what every signed-in page needs: route-code.ts) loads
    // while the cache is restored. Asking for its dozens of files is work too: in turn, route by route.
    inTurn(() =>
      preloadRouteCode(router, {
        signedIn,
        signedInOnly: [authenticatedRoute.id, signedInRoute.id],
        signedInCode: loadSignedInCode,
        inTurn,
      }),
    );
    inTurn(() => {
      // Signing in (in this tab or another): it loads while the customer is fetched, before the move on.
      subscribeLoginFlag(() => {
        if (isMarkedLoggedIn()) void loadSignedInCode().catch(() => {});
      });
      installSessionExpiry(router, queryClient);
      startCrossTabSync({
        queryClient,
        isOnUnauthenticatedPage: () => isOnUnauthenticatedPage(router),
        goToLogin: () => void router.navigate({ to: '/login' }),
      });
      // The new-content and cached-for-offline banners (offline/banners) read what the worker reports.
      // Registered once the page is on screen and the browser is idle: a first install fetches and
      // stores the build's 81 files (1.2 MB), work of the browser, the network and the server that
      // took CPU from the page's own start (and, on a slow link, bandwidth from its requests).
      void whenFirstRenderCommitted().then(() => whenIdle(registerServiceWorker));
    });

    void restoring.then(async () => {
      // Only after the restore: hydrating must not be written back as a change, nor count as news.
      startPersisting(queryClient);
      startRefreshOnReconnect(queryClient);
      // Read-ahead and persistent storage start with the first signed-in page (router/signed-in-guards.ts).
      // A visitor page the server sent prerendered, or a signed-in page it rendered with its data, is
      // hydrated, so what is painted stays; anything else (the shell, or a page the router does not
      // show as it stands, e.g. /login when signed in) renders.
      // #root says which happened once it has (data-rendered: the browser suite waits on it).
      const signedOut = () => !isMarkedLoggedIn() && !queryClient.getQueryData(sessionKeys.me());
      const hydrating = serverRendered
        ? await serverRendered.then(
            (module) => module.isServerRenderedPageShown(root, router, queryClient),
            () => false,
          )
        : await isPrerenderedPageShown(root, router, signedOut);
      if (isReloadingForChunk()) return;
      const onCommitted = () => {
        root.dataset.rendered = hydrating ? 'hydrated' : 'rendered';
        markFirstRenderCommitted();
      };
      const app = <AppRoot queryClient={queryClient} router={router} onCommitted={onCommitted} />;
      // In a transition, React renders the first page in slices and lets the browser in between, not
      // as one long task; the page is already painted (or the shell is) while it does.
      startTransition(() => {
        if (hydrating) hydrateRoot(root, app);
        else createRoot(root).render(app);
      });
    });
  }
}
