// BOOKING CONVERSATION: the thread, oldest first, as a log (screen readers announce what arrives),
// with its placeholders, the offline notice when it was never loaded here, and a load failure.
import type { UseQueryResult } from '@tanstack/react-query';
import { NotSavedOffline } from '../../../ui/not-saved-offline.tsx';
import { SkeletonBlock } from '../../../ui/skeleton.tsx';
import { LoadFailure } from '../../../ui/load-failure.tsx';
import type { ThreadData } from '../api/message-queries.ts';
import { MessageItem } from './message-item.tsx';

type Props = { thread: UseQueryResult<ThreadData>; ownCustomerId: number | undefined; company: string };

export function MessageThread({ thread, ownCustomerId, company }: Props) {
  if (thread.isPending && thread.isPaused) return <NotSavedOffline what="messages" />;
  if (thread.isPending)
    return <SkeletonBlock lines={4} label="Loading messages…" className="rounded-md bg-white p-4" />;
  if (thread.isError)
    return (
      <LoadFailure
        error={thread.error}
        what="the messages"
        onRetry={() => void thread.refetch()}
        retrying={thread.isFetching}
      />
    );
  if (thread.data.messages.length === 0)
    return <p className="rounded-md bg-white p-4 text-slate-700 ring-1 ring-slate-200">No messages yet</p>;
  return (
    // The log role on a wrapper: on the list itself it would hide the list from assistive technology.
    <div role="log" aria-label="Booking conversation">
      <ol className="flex flex-col gap-3">
        {thread.data.messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            own={message.customerId !== null && message.customerId === ownCustomerId}
            company={company}
          />
        ))}
      </ol>
    </div>
  );
}
