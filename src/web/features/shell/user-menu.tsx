// The user popup (Dashboard, Profile, Sign Out) as a WAI-ARIA menu button: Enter, Space or
// ArrowDown open it on the first item, ArrowUp on the last; arrows, Home and End move; Escape
// closes it and returns focus to the button; Tab or a click outside closes it. 'Install app' is
// offered only while the browser allows installing (offline/install/install-prompt.ts).
import { Link } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { Customer } from '../../../shared/contract/customer.ts';
import { promptInstall, useCanInstall } from '../../offline/install/install-prompt.ts';
import { initials } from '../../ui/initials.ts';

type Props = { customer: Customer; onSignOut: () => void; signingOut: boolean };

function Avatar({ customer }: { customer: Customer }) {
  // The URL that failed: a new picture (a new URL) is tried again.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const url = customer.thumbAvatarUrl;
  return (
    <span className="inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent text-sm font-bold text-slate-900">
      {url && url !== brokenUrl ? (
        <img src={url} alt="" className="size-full object-cover" onError={() => setBrokenUrl(url)} />
      ) : (
        initials(customer.firstName, customer.lastName, customer.email)
      )}
    </span>
  );
}

export function UserMenu({ customer, onSignOut, signingOut }: Props) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const canInstall = useCanInstall();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current) focusItem(focusOnOpen.current === 'first' ? 0 : -1);
    focusOnOpen.current = null;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  });

  const openWith = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openWith('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const itemClass =
    'flex min-h-11 w-full items-center px-4 text-left text-slate-900 hover:bg-slate-100 focus:bg-brand-light focus:outline-none';

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Account menu for ${customer.firstName ?? customer.email}`}
        onClick={() => (open ? close(false) : openWith('first'))}
        onKeyDown={onButtonKeyDown}
        className="flex min-h-11 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
      >
        <Avatar customer={customer} />
        <span title={customer.firstName ?? undefined} className="hidden max-w-40 truncate font-semibold tablet:inline">
          {customer.firstName}
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Account"
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-40 mt-2 w-52 overflow-hidden rounded-md bg-white py-1 shadow-lg ring-1 ring-slate-200"
        >
          <Link to="/" role="menuitem" tabIndex={-1} className={itemClass} onClick={() => close(false)}>
            Dashboard
          </Link>
          <Link to="/profile" role="menuitem" tabIndex={-1} className={itemClass} onClick={() => close(false)}>
            Profile
          </Link>
          {canInstall ? (
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={itemClass}
              onClick={() => {
                close(true);
                void promptInstall();
              }}
            >
              Install app
            </button>
          ) : null}
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            disabled={signingOut}
            className={itemClass}
            onClick={() => {
              close(false);
              onSignOut();
            }}
          >
            Sign Out
          </button>
        </div>
      ) : null}
    </div>
  );
}
