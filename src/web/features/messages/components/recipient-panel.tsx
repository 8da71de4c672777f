// The recipient panel above the thread: the last message, or '{company} Chat'
// with 'No messages yet' while the conversation is empty.
import type { Message } from '../../../../shared/contract/messages.ts';
import { senderDisplayName } from '../../../../shared/domain/message-sender.ts';

type Props = { last: Message | undefined; company: string; ownCustomerId: number | undefined };

export function RecipientPanel({ last, company, ownCustomerId }: Props) {
  return (
    <section aria-label="Conversation" className="rounded-md bg-white p-4 ring-1 ring-slate-200">
      <p className="font-semibold">{company} Chat</p>
      {last ? (
        <p className="mt-1 truncate text-sm text-slate-700">
          <span className="font-semibold">
            {last.customerId !== null && last.customerId === ownCustomerId
              ? 'You'
              : senderDisplayName(last.person, company)}
            :
          </span>{' '}
          {last.body}
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-700">No messages yet</p>
      )}
    </section>
  );
}
