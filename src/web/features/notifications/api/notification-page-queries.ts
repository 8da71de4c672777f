// The Notifications page: GET /customer/details_notifications, 10 a page, optionally one booking's,
// paged with Show More (meta.hasMore). Each next page goes on after the last notification listed
// (the `after` keyset), so dismissing, reading or a new notification never skips or repeats one.
// Each filter is its own query; choosing one starts it again at its first page.
// Dismissing and marking reviewed are optimistic and rolled back on failure; the bell's
// list is refreshed after either.
import {
  infiniteQueryOptions,
  type InfiniteData,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import * as v from 'valibot';
import {
  type NotificationList,
  notificationIdsResponse,
  notificationList,
  notificationPaths,
} from '../../../../shared/contract/notifications.ts';
import { api } from '../../../lib/api-client.ts';

export const NOTIFICATIONS_PAGE_SIZE = 10;

const pageKeys = {
  all: ['notifications', 'page'] as const,
  filtered: (bookingId: number | null) => [...pageKeys.all, bookingId ?? 'all'] as const,
};

/** The first page has no `after`; each next one goes on after the last notification listed. */
type PageParam = number | null;

export const notificationPageQuery = (bookingId: number | null) =>
  infiniteQueryOptions({
    queryKey: pageKeys.filtered(bookingId),
    queryFn: ({ pageParam }) =>
      api('get', notificationPaths.details(), notificationList, {
        searchParams: {
          perPage: NOTIFICATIONS_PAGE_SIZE,
          enquiryId: bookingId ?? undefined,
          after: pageParam ?? undefined,
        },
      }),
    initialPageParam: null as PageParam,
    getNextPageParam: (last: NotificationList): PageParam | undefined =>
      last.meta.hasMore ? last.entities.at(-1)?.id : undefined,
  });

type Pages = InfiniteData<NotificationList, PageParam>;

/** Keeps only the first page of a filter's list, as fresh as it was: choosing it starts at page 1. */
export function startAtFirstPage(queryClient: QueryClient, bookingId: number | null): void {
  const key = pageKeys.filtered(bookingId);
  const held = queryClient.getQueryData<Pages>(key);
  if (!held || held.pages.length <= 1) return;
  queryClient.setQueryData<Pages>(
    key,
    { pages: held.pages.slice(0, 1), pageParams: held.pageParams.slice(0, 1) },
    { updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt },
  );
}

type Change = (item: NotificationList['entities'][number]) => NotificationList['entities'][number];

/** Applies `change` to the listed items of every filter's pages; returns what undoes it. */
function useOptimisticPages() {
  const queryClient = useQueryClient();
  return async (ids: readonly number[], change: Change) => {
    await queryClient.cancelQueries({ queryKey: pageKeys.all });
    const before = queryClient.getQueriesData<Pages>({ queryKey: pageKeys.all });
    queryClient.setQueriesData<Pages>({ queryKey: pageKeys.all }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              entities: page.entities.map((item) => (ids.includes(item.id) ? change(item) : item)),
            })),
          }
        : data,
    );
    return () => {
      for (const [key, data] of before) queryClient.setQueryData(key, data);
    };
  };
}

export function useDismissFromPage() {
  const queryClient = useQueryClient();
  const optimistic = useOptimisticPages();
  return useMutation({
    mutationFn: (id: number) => api('patch', notificationPaths.one(id), v.unknown(), { json: { dismissed: true } }),
    onMutate: (id) => optimistic([id], (item) => ({ ...item, dismissed: true })),
    onError: (_error, _id, undo) => undo?.(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications', 'header'] }),
  });
}

/**
 * The server marks them seen too; the page keeps showing which were new for this visit, and the
 * bell's count is refreshed.
 */
export function useMarkReviewed() {
  const queryClient = useQueryClient();
  const optimistic = useOptimisticPages();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api('post', notificationPaths.reviewed(), notificationIdsResponse, { json: { ids } }),
    onMutate: (ids) => optimistic(ids, (item) => ({ ...item, isReviewed: true })),
    onError: (_error, _ids, undo) => undo?.(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications', 'header'] }),
  });
}
