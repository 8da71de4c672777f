import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { Button } from '../ui/button.tsx';

/** A page that could not load (no network and nothing cached, or a server failure). */
export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <section className="mx-auto max-w-xl py-8 text-center">
      <h1 className="mb-3 text-2xl font-bold">Sorry! This page could not be loaded.</h1>
      <p className="mb-6 text-slate-700">
        {offline ? 'You appear to be offline. Connect to the internet and try again.' : 'Please try again in a moment.'}
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
