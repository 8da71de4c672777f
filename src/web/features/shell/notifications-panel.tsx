// The bell's list: the same item as the Notifications page's, the first 5, and 'View All'.
import { Link } from '@tanstack/react-router';
import type { NotificationList } from '../../../shared/contract/notifications.ts';
import { SkeletonBlock } from '../../ui/skeleton.tsx';
import { NotificationItem } from './notification-item.tsx';
import { useDismissNotification } from './notifications-api.ts';

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
          {list.entities.map((item) => (
            <NotificationItem
              key={item.id}
              item={item}
              serverNow={serverNow}
              onDismiss={(id) => dismiss.mutate(id)}
              onNavigate={onNavigate}
            />
          ))}
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
