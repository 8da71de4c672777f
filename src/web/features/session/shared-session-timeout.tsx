// On a shared device only, the idle watch (idle-watch.tsx): its code comes with such a session, so
// every other start carries none of it.
import { lazy, Suspense } from 'react';
import { useSharedSession } from '../../lib/shared-session.ts';

const IdleWatch = lazy(() => import('./idle-watch.tsx').then((module) => ({ default: module.IdleWatch })));

export function SharedSessionTimeout() {
  return useSharedSession() ? (
    <Suspense fallback={null}>
      <IdleWatch />
    </Suspense>
  ) : null;
}
