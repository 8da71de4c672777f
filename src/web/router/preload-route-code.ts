// The code of the page a start lands on (its chunks and its loader's code), asked for as soon as the
// router exists: it downloads and compiles while the cache is restored and the guards run, instead
// of being discovered one import after another once the router gets to the page. This matters most
// for an offline warm start, where everything else comes from the device.
import type { AnyRoute } from '@tanstack/react-router';
import type { AppRouter } from './router.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Imports the code the route's loader runs, when that code is not in the start-up bundle. */
    loaderCode?: () => Promise<unknown>;
  }
}

type RouterLike = Pick<AppRouter, 'latestLocation'> & {
  getMatchedRoutes: (pathname: string) => readonly [ReadonlyArray<AnyRoute>, ...unknown[]];
  loadRouteChunk: (route: AnyRoute) => Promise<void> | undefined;
};

export type PreloadOptions = {
  /** Whether this browser is signed in (the login flag). */
  signedIn: boolean;
  /** Ids of the layouts only a signed-in customer passes: a visitor would be sent to /login. */
  signedInOnly: readonly string[];
  /** What the authenticated guard itself waits for, fetched with the page when signed in. */
  signedInCode?: () => Promise<unknown>;
  /** Runs each route's part: asking for a route's files is work of its own (main.tsx). */
  inTurn: (work: () => void) => void;
};

export function preloadRouteCode(
  router: RouterLike,
  { signedIn, signedInOnly, signedInCode, inTurn }: PreloadOptions,
): void {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  if (!signedIn && routes.some((route) => signedInOnly.includes(route.id))) return;
  if (signedIn) void signedInCode?.().catch(() => {});
  for (const route of routes) {
    inTurn(() => {
      // Failures are the router's to report when it loads the page itself.
      void router.loadRouteChunk(route)?.catch(() => {});
      void route.options.staticData?.loaderCode?.().catch(() => {});
    });
  }
}
