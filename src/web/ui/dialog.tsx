// A modal on the native <dialog>: showModal() makes the rest of the page inert (focus stays
// inside), Escape closes it, focus returns to the opener (also when it unmounts open), and the title labels it.
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { popModal, pushModal } from './modal-stack.ts';

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Tailwind width class; wide dialogs (payment, print) pass their own. */
  widthClass?: string;
};

export function Dialog({ open, onClose, title, children, footer, widthClass = 'max-w-lg' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      pushModal(dialog);
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Back to the opener, unless the page has already put focus somewhere outside the dialog.
    const restoreFocus = () => {
      popModal(dialog);
      const active = document.activeElement;
      const placed = active !== null && active !== document.body && !dialog.contains(active);
      if (!placed && opener.current instanceof HTMLElement) opener.current.focus();
    };
    dialog.addEventListener('close', restoreFocus);
    return () => {
      dialog.removeEventListener('close', restoreFocus);
      popModal(dialog); // unmounted while open (e.g. the route changed)
      // Unmounted while open fires no 'close' (a route dialog closed by navigating away): hand focus
      // back to the opener too, unless the page has already put it somewhere.
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (dialog.open && lost && opener.current instanceof HTMLElement && opener.current.isConnected)
        opener.current.focus();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has Escape (the native cancel) as its keyboard twin
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault(); // the parent owns `open`; Escape asks it to close
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose(); // a click on the backdrop
      }}
      className={`m-auto w-[calc(100%-2rem)] ${widthClass} rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60`}
    >
      {open ? (
        <div className="flex max-h-[85vh] flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-3">
            <h2 id={titleId} className="min-w-0 text-lg font-semibold break-words">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="min-h-11 min-w-11 rounded text-2xl leading-none text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
          {/* Buttons that do not fit side by side wrap onto lines of their own, never off the screen. */}
          {footer ? (
            <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 px-5 py-3">{footer}</div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
