// The scope switch of YOUR BOOKINGS. From 768 px it is a WAI-ARIA tablist (arrows, Home and End
// move and select; one tab stop); below that it folds into a disclosure button that shows the
// current scope and opens the list of scopes.
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { DashboardScope } from '../../../../shared/domain/booking-rules.ts';
import { DASHBOARD_SCOPES, scopeLabel } from '../scopes.ts';

type Props = {
  scope: DashboardScope;
  onChange: (scope: DashboardScope) => void;
  panelId: string;
  tabId: (scope: DashboardScope) => string;
};

export function ScopeTabs({ scope, onChange, panelId, tabId }: Props) {
  const tabRefs = useRef(new Map<DashboardScope, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = DASHBOARD_SCOPES.indexOf(scope);
    const last = DASHBOARD_SCOPES.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = DASHBOARD_SCOPES[target] ?? 'active';
    onChange(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <div role="tablist" aria-label="Bookings by status" className="hidden border-b border-slate-200 tablet:flex">
      {DASHBOARD_SCOPES.map((item) => {
        const selected = item === scope;
        return (
          <button
            key={item}
            ref={(node) => {
              if (node) tabRefs.current.set(item, node);
              else tabRefs.current.delete(item);
            }}
            type="button"
            role="tab"
            id={tabId(item)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item)}
            onKeyDown={onKeyDown}
            className={`-mb-px min-h-11 border-b-2 px-5 font-semibold tracking-wide uppercase outline-offset-[-2px] focus-visible:outline-2 focus-visible:outline-brand ${
              selected ? 'border-brand text-brand' : 'border-transparent text-slate-700 hover:text-brand'
            }`}
          >
            {scopeLabel(item)}
          </button>
        );
      })}
    </div>
  );
}

/** Below 768 px: a button naming the current scope that unfolds the three choices. */
export function ScopeMenu({ scope, onChange }: Pick<Props, 'scope' | 'onChange'>) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const choose = (next: DashboardScope) => {
    setOpen(false);
    onChange(next);
    buttonRef.current?.focus();
  };
  return (
    <div className="relative tablet:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) setOpen(false);
        }}
        className="flex min-h-11 w-full items-center justify-between rounded-md border border-slate-300 bg-white px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <span>
          <span className="sr-only">Show bookings: </span>
          {scopeLabel(scope)} bookings
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="mt-1 overflow-hidden rounded-md border border-slate-200 bg-white shadow-sm"
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setOpen(false);
            buttonRef.current?.focus();
          }
        }}
      >
        {DASHBOARD_SCOPES.map((item) => (
          <li key={item}>
            <button
              type="button"
              aria-current={item === scope ? 'true' : undefined}
              onClick={() => choose(item)}
              className={`flex min-h-11 w-full items-center px-4 text-left hover:bg-slate-50 focus-visible:bg-brand-light focus-visible:outline-none ${
                item === scope ? 'font-semibold text-brand' : 'text-slate-800'
              }`}
            >
              {scopeLabel(item)} bookings
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
