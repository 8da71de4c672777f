// A small accessible tooltip: the text is tied to its trigger with aria-describedby and shows on
// hover and on keyboard focus (WCAG 1.4.13: it stays while hovered and Escape is not needed to read).
import { type ReactNode, useId } from 'react';

export function InfoTooltip({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        aria-describedby={id}
        className="inline-flex size-8 items-center justify-center rounded-full text-slate-600 outline-offset-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 3.5a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2ZM11.2 14.5H8.8v-1.2h.6V10h-.6V8.8h1.8v4.5h.6v1.2Z" />
        </svg>
        <span className="sr-only">{label}</span>
      </button>
      <span
        id={id}
        role="tooltip"
        className="invisible absolute bottom-full left-1/2 z-10 mb-2 w-56 -translate-x-1/2 rounded-md bg-slate-900 px-3 py-2 text-sm text-white shadow-lg group-focus-within:visible group-hover:visible"
      >
        {children}
      </span>
    </span>
  );
}
