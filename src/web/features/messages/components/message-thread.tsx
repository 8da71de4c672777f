// BOOKING CONVERSATION: the thread, oldest first, as a log (screen readers announce what arrives),
// with its placeholders, the offline notice when it was never loaded here, and a load failure.
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryStates } from '../../../ui/query-states.tsx';
import { SkeletonBlock } from '../../../ui/skeleton.tsx';
import type { ThreadData } from '../api/message-queries.ts';
import { MessageItem } from './message-item.tsx';

type Props = { thread: UseQueryResult<ThreadData>; ownCustomerId: number | undefined; company: string };

export function MessageThread({ thread, ownCustomerId, company }: Props) {
  return (
    <QueryStates
      query={thread}
      what="messages"
      failedWhat="the messages"
      placeholder={<SkeletonBlock lines={4} label="Loading messages…" className="rounded-md bg-white p-4" />}
    >
      {({ messages }) =>
        messages.length === 0 ? (
          <p className="rounded-md bg-white p-4 text-slate-700 ring-1 ring-slate-200">No messages yet</p>
        ) : (
          // The log role on a wrapper: on the list itself it would hide the list from assistive technology.
          <div role="log" aria-label="Booking conversation">
            <ol className="flex flex-col gap-3">
              {messages.map((message) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  own={message.customerId !== null && message.customerId === ownCustomerId}
                  company={company}
                />
              ))}
            </ol>
          </div>
        )
      }
    </QueryStates>
  );
}
