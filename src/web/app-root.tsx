// The element tree the app renders: one definition for the browser (main.tsx) and the server's
// renders (prerender/render-app.ts), so hydration meets exactly the tree the markup came from.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense, useEffect } from 'react';
import type { AppRouter } from './router/router.ts';
import { Toaster } from './ui/toaster.tsx';

// Development only: the condition is a constant in a build, which then drops the import.
const DevTools = import.meta.env.DEV && !import.meta.env.SSR ? lazy(() => import('./dev/devtools.tsx')) : null;

type AppRootProps = {
  queryClient: QueryClient;
  router: AppRouter;
  /** Called once the first render is committed (for a prerendered page: once it is hydrated). */
  onCommitted?: () => void;
};

function Committed({ onCommitted }: { onCommitted: () => void }) {
  // Once: the callback is made once per page load (main.tsx).
  useEffect(() => onCommitted(), [onCommitted]);
  return null;
}

export function AppRoot({ queryClient, router, onCommitted }: AppRootProps) {
  return (
    <StrictMode>
      {onCommitted ? <Committed onCommitted={onCommitted} /> : null}
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
        {DevTools ? (
          <Suspense fallback={null}>
            <DevTools router={router} />
          </Suspense>
        ) : null}
      </QueryClientProvider>
    </StrictMode>
  );
}
