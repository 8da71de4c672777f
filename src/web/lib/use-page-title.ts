import { useEffect } from 'react';
import { setPageTitle } from './brand.ts';

/** The page name the last prerendered page asked for (effects do not run in a server render). */
export const prerenderedPageTitle: { page: string | null } = { page: null };

/** Sets the page title while mounted; null leaves it as it is (the page's name is not known yet). */
export function usePageTitle(page: string | null): void {
  if (import.meta.env.SSR && page !== null) prerenderedPageTitle.page = page;
  useEffect(() => {
    if (page !== null) setPageTitle(page);
  }, [page]);
}
