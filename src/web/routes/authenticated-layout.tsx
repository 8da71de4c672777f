import { Outlet } from '@tanstack/react-router';
import { SharedSessionTimeout } from '../features/session/shared-session-timeout.tsx';

/**
 * Authenticated pages are noindex; React hoists the meta into <head> and removes it on leave. On a
 * shared device they sign out after a while without use.
 */
export function AuthenticatedLayout() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <Outlet />
      <SharedSessionTimeout />
    </>
  );
}
