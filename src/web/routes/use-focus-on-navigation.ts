// After a move to another page, focus that was lost with the old page (the link or button pressed
// went away with it) goes to the new page's main content, so the next Tab starts in the page
// instead of at the top of the document. A page that put focus somewhere itself keeps it there.
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

export function useFocusOnNavigation(mainId: string): void {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const previous = useRef(pathname);
  useEffect(() => {
    const moved = previous.current !== undefined && previous.current !== pathname;
    previous.current = pathname;
    if (!moved) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
