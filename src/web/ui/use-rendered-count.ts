// A long list's first render shows only its first items; the rest follow right after the first
// paint, in a transition. The dashboard's first cards (what a phone shows) then do not wait for the
// layout and styling of all of them: on a slow phone an offline start paints its content sooner.
import { startTransition, useEffect, useState } from 'react';

export function useRenderedCount(total: number, first: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (all) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame, then a task: the first items are on screen before the rest is rendered.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setAll(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [all]);
  return all ? total : Math.min(total, first);
}
