import { useEffect, useState } from 'react';

/**
 * False in the first render (the prerender's, and the browser's render that hydrates it or draws
 * the page), true from the next one.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
