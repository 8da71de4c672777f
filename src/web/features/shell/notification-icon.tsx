// One small picture per notification type, tinted by priority; decorative (the message says it all).
import type { Notification } from '../../../shared/contract/notifications.ts';
import { type NotificationIcon as IconName, notificationIcon } from '../../../shared/domain/notification-kinds.ts';

/** The drawing of each icon: every one different. */
export const ICON_PATHS: Record<IconName, string> = {
  cancelled: 'M12 3a9 9 0 100 18 9 9 0 000-18zm-3.5 5.5l7 7m0-7l-7 7',
  'passenger-cancelled': 'M9 11a4 4 0 100-8 4 4 0 000 8zm-6 9a6 6 0 0112 0M16 8l5 5m0-5l-5 5',
  // A card: the balance to pay.
  'balance-due': 'M3 6h18v12H3zM3 10h18M7 15h4',
  // A shield with a tick: pay in full to secure the places.
  'secure-full': 'M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM9 12l2 2 4-4',
  // A padlock: a deposit locks the places in.
  'secure-deposit': 'M6 11h12v10H6zM8 11V8a4 4 0 018 0v3M12 15v2',
  overdue: 'M12 3a9 9 0 100 18 9 9 0 000-18zm0 4v5l3 3',
  expires: 'M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9',
  expired: 'M4 5h16v15H4zM4 9h16M8 3v4m8-4v4M9.5 12.5l5 5m0-5l-5 5',
  message: 'M4 5h16v11H9l-5 4z',
  awaiting: 'M9 11a4 4 0 100-8 4 4 0 000 8zm-6 9a6 6 0 0112 0M18 12v3l2 1',
  confirmed: 'M9 11a4 4 0 100-8 4 4 0 000 8zm-6 9a6 6 0 0112 0M15 11l2 2 4-4',
  default: 'M6 16V11a6 6 0 0112 0v5l2 2H4zm4 4h4',
};

const TINTS: Record<Notification['priority'], string> = {
  regular: 'bg-slate-100 text-slate-700',
  success: 'bg-green-100 text-green-800',
  warning: 'bg-amber-100 text-amber-900',
  important: 'bg-red-100 text-red-800',
};

export function NotificationIcon({ type, priority }: Pick<Notification, 'type' | 'priority'>) {
  const name = notificationIcon(type);
  return (
    <span
      aria-hidden="true"
      data-icon={name}
      className={`flex size-9 shrink-0 items-center justify-center rounded-full ${TINTS[priority]}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d={ICON_PATHS[name]} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
