// The private calendar feed: a webcal:// link calendar apps subscribe to (every active booking's
// dates, itinerary days and open deadlines), a copy button (the clipboard, or the link selected for
// the keyboard when the browser refuses), and a reset that retires the current link after a
// confirmation. Resetting needs the network: offline it is disabled with the page's reason.
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { webcalUrl } from '../../../shared/contract/calendars.ts';
import { useOfflineReason } from '../../offline/offline-reason-scope.tsx';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { calendarFeedQuery, useResetCalendarFeed } from './calendar-feed-api.ts';
import { ProfileCard } from './profile-card.tsx';

const COPIED = 'Link copied.';
const COPY_BY_HAND = 'The link is selected: copy it with Ctrl+C (Cmd+C on a Mac).';
const RESET_QUESTION =
  'Reset your calendar feed? Calendars subscribed to the current link stop receiving your trips, and you subscribe again with the new link.';

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function CalendarFeedSection() {
  const feed = useQuery(calendarFeedQuery());
  const { online, reasonId } = useOfflineReason(useId());
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copyNote, setCopyNote] = useState('');
  const [asking, setAsking] = useState(false);
  const reset = useResetCalendarFeed(() => {
    setAsking(false);
    setCopyNote('');
  });
  const link = feed.data ? webcalUrl(feed.data.url) : null;

  const copy = async () => {
    if (!link) return;
    if (await copyToClipboard(link)) return setCopyNote(COPIED);
    input.current?.select();
    setCopyNote(COPY_BY_HAND);
  };

  return (
    <ProfileCard title="Calendar feed">
      <p className="mb-3 text-slate-700">
        Subscribe to this private link in your calendar app to see all your trips, their itinerary days and payment
        deadlines, kept up to date. Anyone with the link can see them: share it with no one.
      </p>
      {link ? (
        <div className="space-y-3">
          <label htmlFor={inputId} className="block font-semibold">
            Calendar feed link
          </label>
          <input
            ref={input}
            id={inputId}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-11 w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm"
          />
          <div className="flex flex-wrap gap-3">
            <a href={link} className={`${buttonClasses('primary')} normal-case`}>
              Subscribe in calendar app
            </a>
            <Button variant="secondary" onClick={copy} className="normal-case">
              Copy link
            </Button>
            <Button
              variant="secondary"
              disabled={!online}
              aria-describedby={reasonId}
              onClick={() => setAsking(true)}
              className="normal-case"
            >
              Reset link
            </Button>
          </div>
          <p role="status" className="text-sm font-medium text-slate-700">
            {copyNote}
          </p>
        </div>
      ) : (
        <p className="text-slate-700">
          {feed.isError ? 'The calendar link could not be loaded. Please try again later.' : 'Loading the link…'}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title="Reset calendar feed"
        question={RESET_QUESTION}
        confirmLabel="Reset"
        busy={reset.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => reset.mutate()}
      />
    </ProfileCard>
  );
}
