// The recipient panel above the thread: the last message (who sent it, when, and its text), or
// '{company} Chat' with 'No messages yet' while the conversation is empty. Until the thread has
// loaded it names the chat only.
import type { Message } from '../../../../shared/contract/messages.ts';
import { formatCompactDate, formatTime } from '../../../../shared/domain/dates.ts';
import { senderDisplayName } from '../../../../shared/domain/message-sender.ts';

type Props = { messages: readonly Message[] | undefined; company: string };

export function RecipientPanel({ messages, company }: Props) {
  const last = messages?.at(-1);
  return (
    <section aria-label="Conversation" className="rounded-md bg-white p-4 ring-1 ring-slate-200">
      {last ? (
        <>
          <p className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-semibold">{senderDisplayName(last.person, company)}</span>
            <time dateTime={last.createdAt} className="text-sm text-slate-600">
              {formatCompactDate(last.createdAt)}, {formatTime(last.createdAt)}
            </time>
          </p>
          <p title={last.body} className="mt-1 truncate text-sm text-slate-700">
            {last.body}
          </p>
        </>
      ) : (
        <>
          <p className="font-semibold">{company} Chat</p>
          {messages ? <p className="mt-1 text-sm text-slate-700">No messages yet</p> : null}
        </>
      )}
    </section>
  );
}
