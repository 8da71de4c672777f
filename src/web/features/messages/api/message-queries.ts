// A booking's conversation, polled every 10 seconds while the page is visible
// and online: TanStack Query pauses the interval when the tab is hidden and every fetch offline.
// Each poll names the ETag of what the cache holds, and a 304 keeps it: polling an unchanged
// thread costs the server a hash and the network a header. Persisted like the booking, so the
// thread reads offline.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Message, messageOne, messagePaths, messageThread } from '../../../../shared/contract/messages.ts';
import { api, apiCall, isApiFailure } from '../../../lib/api-client.ts';

export const MESSAGE_POLL_MS = 10_000;

export const messageKeys = {
  all: ['messages'] as const,
  thread: (bookingId: number) => [...messageKeys.all, 'thread', bookingId] as const,
};

export type ThreadData = { messages: Message[]; etag: string | null };

export const messageThreadQuery = (bookingId: number) =>
  queryOptions({
    queryKey: messageKeys.thread(bookingId),
    queryFn: async ({ client, queryKey }): Promise<ThreadData> => {
      const held = client.getQueryData<ThreadData>(queryKey);
      try {
        const { data, headers } = await apiCall('get', messagePaths.thread(bookingId), messageThread, {
          headers: held?.etag ? { 'If-None-Match': held.etag } : {},
        });
        return { messages: data.messages, etag: headers.get('ETag') };
      } catch (error) {
        if (held && isApiFailure(error) && error.status === 304) return held;
        throw error;
      }
    },
    refetchInterval: MESSAGE_POLL_MS,
  });

/** POST a message; the thread shows it at once and the next poll confirms it. */
export function useSendMessage(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api('post', messagePaths.thread(bookingId), messageOne, { json: { message: { body, enquiryId: bookingId } } }),
    onSuccess: ({ message }) => {
      queryClient.setQueryData<ThreadData>(messageKeys.thread(bookingId), (held) =>
        held ? { messages: [...held.messages, message], etag: null } : { messages: [message], etag: null },
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.thread(bookingId) });
    },
  });
}
