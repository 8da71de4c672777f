import './styles.css';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentBrand } from './lib/brand.ts';
import { markCacheRestored, onCacheRestored, persistOptions } from './lib/persister.ts';
import { createQueryClient } from './lib/query-client.ts';
import { startCrossTabSync } from './offline/cross-tab-sync.ts';
import { installChunkRecovery } from './offline/chunk-recovery.ts';
import { registerServiceWorker } from './offline/register-sw.ts';
import { createAppRouter } from './router/router.ts';
import { installSessionExpiry, isOnUnauthenticatedPage } from './router/session-expiry.ts';
import { Toaster } from './ui/toaster.tsx';

document.documentElement.dataset.brand = currentBrand().id;

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
installSessionExpiry(router, queryClient);
startCrossTabSync({
  queryClient,
  isOnUnauthenticatedPage: () => isOnUnauthenticatedPage(router),
  goToLogin: () => void router.navigate({ to: '/login' }),
});

// The new-content and cached-for-offline banners (offline/banners) read what the worker reports;
// a lazy chunk missing after a deploy is recovered by one reload.
registerServiceWorker();
installChunkRecovery();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      onSuccess={() => onCacheRestored(queryClient)}
      onError={markCacheRestored}
    >
      <RouterProvider router={router} />
      <Toaster />
    </PersistQueryClientProvider>
  </StrictMode>,
);
