// Writing a message: the placeholder, Send disabled until the thread has loaded, and only
// online (messages need the connection: the reason shows while offline). What was typed stays in the
// box until it is sent: offline, or when a send fails, nothing is lost. Trimmed empty text sends
// nothing; a sent message clears the box. A message that arrives while the traveller writes (a poll,
// or the refresh after a send) lands above the box: the box, with Send, stays on screen.
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../../shared/contract/messages.ts';
import { toast } from '../../../ui/toast-store.ts';
import { OfflineReason } from '../../../offline/offline-reason.tsx';
import { useOnline } from '../../../offline/online-status.ts';
import { Button } from '../../../ui/button.tsx';
import { useSendMessage } from '../api/message-queries.ts';

export const MESSAGE_PLACEHOLDER = 'Write your message here...';
export const MESSAGE_NOT_SENT = 'Your message was not sent. Please try again.';

type Props = {
  bookingId: number;
  loaded: boolean;
  /** How many messages the thread above shows. */
  threadLength: number;
};

export function MessageComposer({ bookingId, loaded, threadLength }: Props) {
  const [text, setText] = useState('');
  const online = useOnline();
  const send = useSendMessage(bookingId);
  const inputId = useId();
  const reasonId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);

  const shownLength = useRef(threadLength);
  useLayoutEffect(() => {
    if (threadLength === shownLength.current) return;
    shownLength.current = threadLength;
    if (document.activeElement === box.current) form.current?.scrollIntoView({ block: 'nearest' });
  }, [threadLength]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body || send.isPending) return;
    send.mutate(body, {
      // Send is disabled while it sends, which takes focus from it: the emptied box gets it back,
      // ready for the next message.
      onSuccess: () => {
        setText('');
        box.current?.focus();
      },
      onError: () => toast(MESSAGE_NOT_SENT, 'error'),
    });
  };

  return (
    <form ref={form} onSubmit={submit} className="mt-4 print:hidden">
      <label htmlFor={inputId} className="sr-only">
        Your message
      </label>
      <textarea
        ref={box}
        id={inputId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={MESSAGE_PLACEHOLDER}
        maxLength={MESSAGE_MAX_LENGTH}
        rows={3}
        className="block w-full rounded-md border border-slate-300 bg-white p-3 text-base focus-visible:outline-2 focus-visible:outline-brand"
      />
      <div className="mt-2 flex flex-wrap items-center justify-end gap-3">
        {!online ? <OfflineReason id={reasonId} className="mr-auto" /> : null}
        <Button
          type="submit"
          disabled={!loaded || !online || send.isPending}
          busy={send.isPending}
          aria-describedby={online ? undefined : reasonId}
        >
          Send
        </Button>
      </div>
    </form>
  );
}
