import { useEffect } from 'react';
import { setPageTitle } from './brand.ts';

export function usePageTitle(page: string): void {
  useEffect(() => setPageTitle(page), [page]);
}
