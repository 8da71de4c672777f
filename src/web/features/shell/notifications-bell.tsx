// The header bell: the unseen count, and a panel with the first 5 notifications. Opening the panel
// marks the listed ones seen; on screens under 768 px (phones) it goes to the page instead.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Spinner } from '../../ui/spinner.tsx';
import { useAppBadge } from '../push/api.ts';
import { headerNotificationsQuery, useMarkNotificationsSeen } from './notifications-api.ts';

// The panel brings luxon (relative dates); it loads when first opened, not with the shell.
const NotificationsPanel = lazy(() =>
  import('./notifications-panel.tsx').then((module) => ({ default: module.NotificationsPanel })),
);

const MOBILE_QUERY = '(max-width: 767.98px)';

export function bellLabel(unseen: number): string {
  return unseen > 0 ? `Notifications, ${unseen} unseen` : 'Notifications, none unseen';
}

export function NotificationsBell({ serverNow }: { serverNow: string }) {
  const { data } = useQuery(headerNotificationsQuery());
  const markSeen = useMarkNotificationsSeen();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const unseen = data?.meta.unseenCount ?? 0;
  useAppBadge(data?.meta.unseenCount);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const toggle = () => {
    if (window.matchMedia(MOBILE_QUERY).matches) {
      void navigate({ to: '/notifications' });
      return;
    }
    if (open) return close(false);
    setOpen(true);
    const unseenIds = data?.entities.filter((item) => !item.seen).map((item) => item.id) ?? [];
    if (unseenIds.length > 0) markSeen.mutate(unseenIds);
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  });

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={bellLabel(unseen)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
        className="relative flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" strokeLinejoin="round" />
          <path d="M13.7 21a2 2 0 0 1-3.4 0" strokeLinecap="round" />
        </svg>
        {unseen > 0 ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-xs font-bold text-slate-900"
          >
            {unseen > 99 ? '99+' : unseen}
          </span>
        ) : null}
      </button>
      {open ? (
        <section
          id={panelId}
          aria-label="Notifications"
          className="absolute right-0 z-40 mt-2 w-96 max-w-[calc(100vw-2rem)] rounded-md bg-white text-slate-900 shadow-lg ring-1 ring-slate-200"
        >
          <Suspense
            fallback={
              <div className="flex justify-center p-6">
                <Spinner />
              </div>
            }
          >
            <NotificationsPanel list={data} serverNow={serverNow} onNavigate={() => close(false)} />
          </Suspense>
        </section>
      ) : null}
    </div>
  );
}
