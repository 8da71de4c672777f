import { Navigate } from '@tanstack/react-router';

/** Unknown paths (and non-digit booking ids) end on /404, replacing the bad address in history. */
export function RedirectToNotFound() {
  return <Navigate to="/404" replace />;
}
