// Sign-out's wipe. Its storage part (wipe.ts) is not needed to sign in, so the sign-in page's
// start-up bundle does not carry it: it comes with the signed-in code (router/route-code.ts), so
// it is in hand before any sign-out, and on a visitor's page when another tab's sign-out or an
// expired session asks. The query client is cleared at once, as before: a refetch must not
// write the customer back while the storage code arrives.
import type { QueryClient } from '@tanstack/react-query';

export const loadWipe = () => import('./wipe.ts');

export async function wipePersistedData(queryClient: QueryClient): Promise<void> {
  const code = loadWipe();
  await queryClient.cancelQueries();
  queryClient.clear();
  await (await code).wipeStoredData();
}
