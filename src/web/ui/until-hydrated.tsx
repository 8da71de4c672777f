// A prerendered form is on screen before its code runs. Until the page is hydrated its controls
// are disabled: a native submit would reload the page with the typed e-mail and password in the
// address, and text typed into the bare HTML would not be in the form's state. They keep their
// usual look (the `disabled` variant in styles.css skips [data-hydrating]); it lasts a moment.
import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';

/** className lays out the controls (the fieldset is their parent); it never narrows below its box. */
export function UntilHydrated({ className = '', children }: { className?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset
      disabled={!hydrated}
      data-hydrating={hydrated ? undefined : ''}
      className={`m-0 min-w-0 border-0 p-0 ${className}`}
    >
      {children}
    </fieldset>
  );
}
