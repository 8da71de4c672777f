import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { isNotSavedOffline } from '../lib/ensure-offline-aware.ts';
import { Button } from '../ui/button.tsx';

/** A page that could not load (no network and nothing cached, or a server failure). */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const notSaved = isNotSavedOffline(error);
  return (
    <section className="mx-auto max-w-xl py-8 text-center">
      <h1 className="mb-3 text-2xl font-bold">
        {notSaved ? "This page isn't saved on this device yet" : 'Sorry! This page could not be loaded.'}
      </h1>
      <p className="mb-6 text-slate-700">
        {notSaved
          ? "You're offline, and this page hasn't been opened here with a connection before. Connect to the internet and try again; after that it will open offline too."
          : offline
            ? 'You appear to be offline. Connect to the internet and try again.'
            : 'Please try again in a moment.'}
      </p>
      <Button
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        Try again
      </Button>
    </section>
  );
}
