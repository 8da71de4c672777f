// Renders the toast store: on a tablet or wider, toasts bottom-left and notifications top-right; on a
// phone both in one column at the top, under the header, where no control of the shell sits and
// a page's actions (at the bottom of what was just filled in) stay uncovered. The live regions
// exist from the start so screen readers announce what is added; errors are announced assertively.
// While a modal dialog is open they render inside it (see modal-stack.ts), or they would sit
// behind it, inert and unannounced.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { subscribeTopModal, topModal } from './modal-stack.ts';
import { dismissToast, NO_TOASTS, subscribeToasts, type ToastItem } from './toast-store.ts';

const tone: Record<ToastItem['kind'], string> = {
  info: 'border-l-brand',
  success: 'border-l-green-700',
  error: 'border-l-red-700',
};

function ToastCard({ item }: { item: ToastItem }) {
  return (
    <div
      className={`toast-enter pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-md border-l-4 bg-white p-3 text-slate-900 shadow-lg ring-1 ring-slate-200 ${tone[item.kind]}`}
    >
      <div className="min-w-0 flex-1 text-sm">
        {item.title ? <p className="font-semibold">{item.title}</p> : null}
        <p className="break-words">{item.message}</p>
        {item.action ? (
          <button
            type="button"
            onClick={() => {
              item.action?.onClick();
              dismissToast(item.id);
            }}
            className="mt-1 font-semibold text-brand underline underline-offset-2 hover:text-brand-dark touch:min-h-11"
          >
            {item.action.label}
          </button>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        aria-label="Dismiss"
        className="-m-1 min-h-8 min-w-8 rounded p-1 touch:min-h-11 touch:min-w-11 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

function Region({ items, live }: { items: ToastItem[]; live: 'polite' | 'assertive' }) {
  return (
    <div role={live === 'assertive' ? 'alert' : 'status'} aria-live={live} className="flex flex-col gap-2">
      {items.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
    </div>
  );
}

function Corner({ items, className }: { items: ToastItem[]; className: string }) {
  return (
    <div className={`pointer-events-none z-50 flex flex-col gap-2 ${className}`}>
      <Region items={items.filter((item) => item.kind !== 'error')} live="polite" />
      <Region items={items.filter((item) => item.kind === 'error')} live="assertive" />
    </div>
  );
}

export function Toaster() {
  const [items, setItems] = useState(NO_TOASTS);
  const [modal, setModal] = useState(topModal);
  useEffect(() => subscribeToasts(setItems), []);
  useEffect(() => subscribeTopModal(setModal), []);
  // On a phone the outer box is the column; from tablet width it steps aside (display: contents)
  // and each corner is fixed on its own.
  const corners = (
    <div className="pointer-events-none fixed top-20 right-4 left-4 z-50 flex flex-col gap-2 print:hidden tablet:contents">
      <Corner
        items={items.filter((item) => item.placement === 'notification')}
        className="tablet:fixed tablet:top-20 tablet:right-4"
      />
      <Corner
        items={items.filter((item) => item.placement === 'toast')}
        className="tablet:fixed tablet:bottom-4 tablet:left-4"
      />
    </div>
  );
  return modal ? createPortal(corners, modal) : corners;
}
