import type { QueryClient } from '@tanstack/react-query';
import { createBrowserHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import { PagePending } from '../routes/page-pending.tsx';
import { RouteError } from '../routes/route-error.tsx';
import { RedirectToNotFound } from './redirect-to-not-found.tsx';
import { routeTree } from './route-tree.ts';

// For main.tsx, which makes the browser's history a task before the router: imported there from the
// package itself, the bundler grouped the start's code otherwise (more bytes on the sign-in page).
export { createBrowserHistory };

/** `history`: the browser's, made beforehand (main.tsx); the router makes its own without it. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history && { history }),
    context: { queryClient },
    defaultPreload: 'intent',
    // The query cache decides freshness; the router should always ask it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PagePending,
    defaultPendingMs: 300,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: RedirectToNotFound,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
