// For what appears in place of the control just used (a new step, the result of a form): it takes
// focus as it mounts, so keyboard and screen-reader users go on from there and not from the page's
// top. Only when `when`: on a page's first render the page places focus itself.
import { useEffect, useRef } from 'react';

export function useFocusOnMount<T extends HTMLElement>(when: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}
