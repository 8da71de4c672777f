// A row of choices folded behind one button on a narrow screen (the dashboard's scopes, the
// booking's menu): the button names the current choice and unfolds the list below it; Escape folds
// it again and gives focus back to the button.
import { type ReactNode, type Ref, useId, useImperativeHandle, useRef, useState } from 'react';

export type FoldingMenuHandle = { focus: () => void };

type Props = {
  /** What the button says: the current choice (with any words for screen readers). */
  label: ReactNode;
  /** The list's items; `fold` closes the list and puts focus back on the button. */
  children: (fold: () => void) => ReactNode;
  className?: string;
  ref?: Ref<FoldingMenuHandle>;
};

/** An item of the list: a full-width row at least 44 px tall, the current one marked. */
export const foldingMenuItemClass = (current: boolean) =>
  `flex min-h-11 w-full items-center px-4 text-left hover:bg-slate-50 focus-visible:bg-brand-light focus-visible:outline-none ${
    current ? 'font-semibold text-brand' : 'text-slate-800'
  }`;

export function FoldingMenu({ label, children, className = '', ref }: Props) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => buttonRef.current?.focus() }), []);
  const fold = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <div className={`relative ${className}`}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) setOpen(false);
        }}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <span className="min-w-0 text-left">{label}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="mt-1 overflow-hidden rounded-md border border-slate-200 bg-white shadow-sm"
        onKeyDown={(event) => {
          if (event.key === 'Escape') fold();
        }}
      >
        {children(fold)}
      </ul>
    </div>
  );
}
