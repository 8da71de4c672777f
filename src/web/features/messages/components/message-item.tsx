// One message of the thread: who (the sender's display name, the traveller's own included), when, and
// the text as written (line breaks kept). The traveller's own messages sit on the right in the
// brand's colour.
import type { Message } from '../../../../shared/contract/messages.ts';
import { formatCompactDate, formatTime } from '../../../../shared/domain/dates.ts';
import { senderDisplayName } from '../../../../shared/domain/message-sender.ts';

type Props = { message: Message; own: boolean; company: string };

export function MessageItem({ message, own, company }: Props) {
  const sender = senderDisplayName(message.person, company);
  return (
    <li className={`flex ${own ? 'justify-end' : 'justify-start'}`}>
      <article
        aria-label={`Message from ${sender}`}
        className={`max-w-[85%] rounded-lg px-4 py-3 shadow-sm sm:max-w-[70%] ${
          own ? 'bg-brand text-white' : 'bg-white text-slate-900 ring-1 ring-slate-200'
        }`}
      >
        <header className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
          <span className="font-semibold">{sender}</span>
          <time dateTime={message.createdAt} className={own ? 'text-white/85' : 'text-slate-600'}>
            {formatCompactDate(message.createdAt)}, {formatTime(message.createdAt)}
          </time>
        </header>
        <p className="mt-1 whitespace-pre-wrap break-words">{message.body}</p>
      </article>
    </li>
  );
}
