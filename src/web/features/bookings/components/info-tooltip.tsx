// A small "i" button whose note shows on hover or focus (and on tap, which focuses it); Escape
// hides it (WCAG 1.4.13). The note also describes the button for screen readers.
import { useId, useState } from 'react';

export function InfoTooltip({ label, text }: { label: string; text: string }) {
  const id = useId();
  const [hidden, setHidden] = useState(false);
  return (
    <span className="group relative inline-flex align-middle">
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setHidden(true);
        }}
        onBlur={() => setHidden(false)}
        onMouseEnter={() => setHidden(false)}
        // The circle stays small; an invisible box of 44 px and more around it takes the tap.
        className="relative inline-flex size-6 items-center justify-center rounded-full border border-slate-400 before:absolute before:-inset-3 before:content-[''] text-xs font-bold text-slate-700 hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand print:hidden"
      >
        i
      </button>
      <span
        id={id}
        role="tooltip"
        className={`absolute bottom-full left-1/2 z-20 mb-2 w-56 -translate-x-1/2 rounded-md bg-slate-900 px-3 py-2 text-sm font-normal text-white shadow-lg ${
          hidden ? 'hidden' : 'hidden group-focus-within:block group-hover:block'
        }`}
      >
        {text}
      </span>
    </span>
  );
}
