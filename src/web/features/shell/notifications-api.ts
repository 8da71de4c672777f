// The header bell's data: page 1 of the notifications, 5 a page, with the unseen count.
// Marking seen and dismissing are optimistic and rolled back on failure.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  type NotificationList,
  notificationIdsResponse,
  notificationList,
  notificationPaths,
} from '../../../shared/contract/notifications.ts';
import { api } from '../../lib/api-client.ts';

export const HEADER_NOTIFICATIONS_PAGE_SIZE = 5;

export const notificationKeys = {
  all: ['notifications'] as const,
  header: () => [...notificationKeys.all, 'header'] as const,
};

export const headerNotificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.header(),
    queryFn: () =>
      api('get', notificationPaths.list(), notificationList, {
        searchParams: { page: 1, perPage: HEADER_NOTIFICATIONS_PAGE_SIZE },
      }),
  });

/** Applies a change to the cached header list and returns a function that undoes it. */
function useOptimisticHeaderList() {
  const queryClient = useQueryClient();
  const key = notificationKeys.header();
  const update = (change: (list: NotificationList) => NotificationList) =>
    queryClient.setQueryData<NotificationList>(key, (list) => (list ? change(list) : list));
  const apply = async (change: (list: NotificationList) => NotificationList) => {
    await queryClient.cancelQueries({ queryKey: key });
    const previous = queryClient.getQueryData<NotificationList>(key);
    update(change);
    return () => queryClient.setQueryData(key, previous);
  };
  return { apply, update };
}

export function markSeen(list: NotificationList, ids: readonly number[]): NotificationList {
  const newlySeen = list.entities.filter((item) => ids.includes(item.id) && !item.seen).length;
  return {
    entities: list.entities.map((item) => (ids.includes(item.id) ? { ...item, seen: true } : item)),
    meta: { ...list.meta, unseenCount: Math.max(0, list.meta.unseenCount - newlySeen) },
  };
}

export function markDismissed(list: NotificationList, id: number): NotificationList {
  return { ...list, entities: list.entities.map((item) => (item.id === id ? { ...item, dismissed: true } : item)) };
}

export function useMarkNotificationsSeen() {
  const { apply, update } = useOptimisticHeaderList();
  return useMutation({
    mutationFn: (ids: number[]) => api('post', notificationPaths.read(), notificationIdsResponse, { json: { ids } }),
    onMutate: (ids) => apply((list) => markSeen(list, ids)),
    onError: (_error, _ids, undo) => undo?.(),
    // The server's count also covers notifications beyond the 5 listed.
    onSuccess: ({ unseenCount }) => update((list) => ({ ...list, meta: { ...list.meta, unseenCount } })),
  });
}

export function useDismissNotification() {
  const { apply } = useOptimisticHeaderList();
  return useMutation({
    mutationFn: (id: number) => api('patch', notificationPaths.one(id), v.unknown(), { json: { dismissed: true } }),
    onMutate: (id) => apply((list) => markDismissed(list, id)),
    onError: (_error, _id, undo) => undo?.(),
  });
}
