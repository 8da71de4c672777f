// A list that could not load: what went wrong, and a way to try again without leaving the page.
import { isApiFailure } from '../../../lib/api-client.ts';
import { Button } from '../../../ui/button.tsx';

type Props = { error: unknown; what: string; onRetry: () => void; retrying: boolean };

export function LoadFailure({ error, what, onRetry, retrying }: Props) {
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
