// The bell's list: message, booking link, relative date and a dismiss button per notification.
import { Link } from '@tanstack/react-router';
import { DateTime } from 'luxon';
import type { Notification, NotificationList } from '../../../shared/contract/notifications.ts';
import { SkeletonBlock } from '../../ui/skeleton.tsx';
import { useDismissNotification } from './notifications-api.ts';

const priorityDot: Record<Notification['priority'], string> = {
  regular: 'bg-slate-400',
  success: 'bg-green-600',
  warning: 'bg-amber-500',
  important: 'bg-red-600',
};

function relative(createdAt: string, serverNow: string): string {
  const base = DateTime.fromISO(serverNow);
  return DateTime.fromISO(createdAt).toRelative({ base: base.isValid ? base : DateTime.now() }) ?? '';
}

type Props = { list: NotificationList | undefined; serverNow: string; onNavigate: () => void };

export function NotificationsPanel({ list, serverNow, onNavigate }: Props) {
  const dismiss = useDismissNotification();
  return (
    <div>
      <p className="border-b border-slate-200 px-4 py-3 font-semibold">Notifications</p>
      {!list ? (
        <SkeletonBlock className="p-4" label="Loading notifications…" />
      ) : list.entities.length === 0 ? (
        <p className="px-4 py-6 text-center text-slate-600">Relax, you have no notifications</p>
      ) : (
        <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
          {list.entities.map((item) =>
            item.dismissed ? (
              <li key={item.id} className="px-4 py-3 text-sm text-slate-600 italic">
                Notification was dismissed.
              </li>
            ) : (
              <li key={item.id} className="flex gap-3 px-4 py-3">
                <span
                  aria-hidden="true"
                  className={`mt-1.5 size-2.5 shrink-0 rounded-full ${priorityDot[item.priority]}`}
                />
                <div className="min-w-0 flex-1 text-sm">
                  {item.enquiryId !== null ? (
                    <Link
                      to="/bookings/$id"
                      params={{ id: item.enquiryId }}
                      onClick={onNavigate}
                      className="font-semibold text-brand underline underline-offset-2"
                    >
                      #{item.enquiryId}
                    </Link>
                  ) : null}
                  <p className={item.seen ? 'text-slate-700' : 'font-semibold'}>{item.message}</p>
                  <p className="text-xs text-slate-600">
                    <time dateTime={item.createdAt}>{relative(item.createdAt, serverNow)}</time>
                  </p>
                </div>
                <button
                  type="button"
                  aria-label="Dismiss notification"
                  onClick={() => dismiss.mutate(item.id)}
                  className="-mt-1 size-9 shrink-0 rounded text-xl leading-none text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ),
          )}
        </ul>
      )}
      <div className="border-t border-slate-200 px-4 py-2 text-center">
        <Link
          to="/notifications"
          onClick={onNavigate}
          className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2"
        >
          View All
        </Link>
      </div>
    </div>
  );
}
