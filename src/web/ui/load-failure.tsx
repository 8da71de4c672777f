// A list that could not load: what went wrong, and a way on. A booking that is not the customer's
// (404) gets the not-found sentence and the way back to the dashboard; anything else can be
// tried again without leaving the page.
import { Link } from '@tanstack/react-router';
import { BOOKING_NOT_FOUND_TEXT } from '../lib/booking-messages.ts';
import { isApiFailure } from '../lib/api-client.ts';
import { Button } from './button.tsx';

type Props = { error: unknown; what: string; onRetry: () => void; retrying: boolean };

export function LoadFailure({ error, what, onRetry, retrying }: Props) {
  if (isApiFailure(error) && error.status === 404) {
    return (
      <div role="alert" className="rounded-md border border-amber-200 bg-amber-50 p-4 text-amber-950">
        <p className="font-semibold">{BOOKING_NOT_FOUND_TEXT}</p>
        <Link
          to="/"
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand"
        >
          Back to your bookings
        </Link>
      </div>
    );
  }
  const offline = !isApiFailure(error) && typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">Sorry! There was an error loading {what}.</p>
      <p className="mt-1 text-sm">
        {offline ? 'You appear to be offline. Connect to the internet and try again.' : 'Please try again in a moment.'}
      </p>
      <Button variant="secondary" className="mt-3" onClick={onRetry} busy={retrying} disabled={retrying}>
        Try again
      </Button>
    </div>
  );
}
