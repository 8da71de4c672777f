// The scope switch of YOUR BOOKINGS. From 768 px it is a WAI-ARIA tablist (arrows, Home and End
// move and select; one tab stop); below that it folds into a disclosure button that shows the
// current scope and opens the list of scopes.
import { type KeyboardEvent, useRef } from 'react';
import type { DashboardScope } from '../../../../shared/domain/booking-rules.ts';
import { FoldingMenu, foldingMenuItemClass } from '../../../ui/folding-menu.tsx';
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
  const label = (
    <>
      <span className="sr-only">Show bookings: </span>
      {scopeLabel(scope)} bookings
    </>
  );
  return (
    <FoldingMenu label={label} className="tablet:hidden">
      {(fold) =>
        DASHBOARD_SCOPES.map((item) => (
          <li key={item}>
            <button
              type="button"
              aria-current={item === scope ? 'true' : undefined}
              onClick={() => {
                fold();
                onChange(item);
              }}
              className={foldingMenuItemClass(item === scope)}
            >
              {scopeLabel(item)} bookings
            </button>
          </li>
        ))
      }
    </FoldingMenu>
  );
}
