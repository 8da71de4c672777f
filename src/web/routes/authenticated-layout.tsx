import { Outlet } from '@tanstack/react-router';

/** Authenticated pages are noindex; React hoists the meta into <head> and removes it on leave. */
export function AuthenticatedLayout() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <Outlet />
    </>
  );
}
