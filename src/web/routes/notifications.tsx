// The Notifications page (/notifications, and the misspelt /notifiations): a
// booking filter, the list grouped by day (newest first), Show More, dismissing, and the way back
// (a link on larger screens, GO BACK on a phone). Items are the bell's own NotificationItem.
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatLongDate } from '../../shared/domain/dates.ts';
import { groupByDay } from '../../shared/domain/notification-days.ts';
import { bookingsQuery } from '../features/bookings/api/booking-queries.ts';
import {
  notificationPageQuery,
  startAtFirstPage,
  useDismissFromPage,
  useMarkReviewed,
} from '../features/notifications/api/notification-page-queries.ts';
import { NotificationFilter } from '../features/notifications/components/notification-filter.tsx';
import { PushSwitch } from '../features/push/push-switch.tsx';
import { useSession } from '../features/session/api.ts';
import { useFooterButton } from '../features/shell/footer-slot.ts';
import { NotificationItem } from '../features/shell/notification-item.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';
import { Button } from '../ui/button.tsx';
import { LoadFailure } from '../ui/load-failure.tsx';
import { NotSavedOffline } from '../ui/not-saved-offline.tsx';
import { SkeletonBlock } from '../ui/skeleton.tsx';

function useMarkShownReviewed(ids: readonly number[]) {
  const markReviewed = useMarkReviewed();
  const sent = useRef(new Set<number>());
  const key = ids.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids' text stands for the list
  useEffect(() => {
    const fresh = ids.filter((id) => !sent.current.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) sent.current.add(id);
    markReviewed.mutate(fresh);
  }, [key]);
}

export function NotificationsPage() {
  usePageTitle('Notifications');
  const router = useRouter();
  // GO BACK on a phone sits in the footer's button slot; larger screens have the link above.
  const goBack = useMemo(
    () => (
      <div className="tablet:hidden">
        <Button variant="secondary" onClick={() => router.history.back()}>
          GO BACK
        </Button>
      </div>
    ),
    [router],
  );
  useFooterButton(goBack);
  const queryClient = useQueryClient();
  const [bookingId, setBookingId] = useState<number | null>(null);
  const chooseBooking = (next: number | null) => {
    startAtFirstPage(queryClient, next);
    setBookingId(next);
  };
  const list = useInfiniteQuery(notificationPageQuery(bookingId));
  const { data: bookings } = useQuery(bookingsQuery());
  const session = useSession();
  const dismiss = useDismissFromPage();
  const serverNow = session.state === 'signed-in' ? session.current.serverNow : new Date().toISOString();
  const items = list.data?.pages.flatMap((page) => page.entities) ?? [];
  useMarkShownReviewed(items.filter((item) => !item.isReviewed).map((item) => item.id));

  return (
    <section aria-labelledby="notifications-title">
      <Link to="/" className="mb-4 hidden min-h-11 items-center font-semibold text-brand underline tablet:inline-flex">
        Back to Dashboard
      </Link>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <h1 id="notifications-title" className="text-2xl font-bold">
          Notifications
        </h1>
        <NotificationFilter
          bookingIds={bookings?.map((booking) => booking.id) ?? []}
          value={bookingId}
          onChange={chooseBooking}
        />
      </div>
      <div className="mb-4 rounded-md bg-white p-4 ring-1 ring-slate-200">
        <PushSwitch />
      </div>
      {list.isPending && list.isPaused ? <NotSavedOffline what="notifications" /> : null}
      {list.isPending && !list.isPaused ? <SkeletonBlock lines={5} label="Loading notifications…" /> : null}
      {list.isError ? (
        <LoadFailure
          error={list.error}
          what="your notifications"
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : null}
      {list.isSuccess && items.length === 0 ? (
        <p className="rounded-md bg-white p-4 text-slate-700 ring-1 ring-slate-200">Relax, you have no notifications</p>
      ) : null}
      {groupByDay(items).map((group) => (
        <section key={group.day} aria-label={formatLongDate(group.day)} className="mb-4">
          <h2 className="mb-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">
            {formatLongDate(group.day)}
          </h2>
          <ul className="divide-y divide-slate-100 rounded-md bg-white ring-1 ring-slate-200">
            {group.items.map((item) => (
              <NotificationItem
                key={item.id}
                item={item}
                serverNow={serverNow}
                onDismiss={(id) => dismiss.mutate(id)}
              />
            ))}
          </ul>
        </section>
      ))}
      {list.hasNextPage ? (
        <Button variant="link" onClick={() => void list.fetchNextPage()} busy={list.isFetchingNextPage}>
          Show More
        </Button>
      ) : null}
    </section>
  );
}
