import { Link } from '@tanstack/react-router';
import { useSession } from '../features/session/api.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-brand px-4 py-2 font-semibold tracking-wide text-white uppercase hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export function NotFoundPage() {
  usePageTitle('404');
  const session = useSession();
  return (
    <section className="mx-auto max-w-xl py-10 text-center">
      <p aria-hidden="true" className="mb-2 text-6xl font-bold text-brand">
        404
      </p>
      <h1 className="mb-6 text-2xl font-bold">OOPS - Looks like something went wrong</h1>
      {session.state === 'signed-out' ? (
        <Link to="/login" className={buttonClass}>
          Go to Log In
        </Link>
      ) : (
        <Link to="/" className={buttonClass}>
          Go to Dashboard
        </Link>
      )}
    </section>
  );
}
