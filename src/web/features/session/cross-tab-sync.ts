// Applies the login-state rules to storage events written by other tabs:
// 'logined' -> 'false' logs this tab out, 'logined' -> 'true' reloads a tab showing a visitor page,
// a 'refresh' id other than this tab's customer sends this tab to the dashboard, reloaded.
import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys } from './api.ts';
import { wipePersistedData } from '../../lib/wipe-on-demand.ts';
import { decideCrossTabAction } from '../../lib/login-state.ts';

type Deps = {
  queryClient: QueryClient;
  isOnUnauthenticatedPage: () => boolean;
  goToLogin: () => void;
};

export function startCrossTabSync({ queryClient, isOnUnauthenticatedPage, goToLogin }: Deps): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage) return;
    const current = queryClient.getQueryData<{ customer: { id: number } }>(sessionKeys.me());
    const action = decideCrossTabAction(
      { key: event.key, newValue: event.newValue },
      { currentCustomerId: current?.customer.id, onUnauthenticatedPage: isOnUnauthenticatedPage() },
    );
    if (action === 'force-logout') {
      const leave = !isOnUnauthenticatedPage();
      void wipePersistedData(queryClient).then(() => {
        if (leave) goToLogin();
      });
    } else if (action === 'reload') {
      window.location.reload();
    } else if (action === 'dashboard-reload') {
      window.location.assign('/');
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
