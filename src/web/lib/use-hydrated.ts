import { startTransition, useEffect, useState } from 'react';

/**
 * False in the first render (the prerender's, and the browser's render that hydrates it or draws
 * the page), true from the next one. That next render is a transition: React renders it in slices,
 * not in one task right after hydrating.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
