import { useEffect } from 'react';
import { setPageTitle } from './brand.ts';

/** Sets the page title while mounted; null leaves it as it is (the page's name is not known yet). */
export function usePageTitle(page: string | null): void {
  useEffect(() => {
    if (page !== null) setPageTitle(page);
  }, [page]);
}
