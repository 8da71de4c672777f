import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../lib/use-page-title.ts';
import { InPreparation } from './in-preparation.tsx';

export function NotificationsPage() {
  usePageTitle('Notifications');
  return (
    <section>
      <Link to="/" className="mb-4 hidden min-h-11 items-center font-semibold text-brand underline tablet:inline-flex">
        Back to Dashboard
      </Link>
      <h1 className="mb-4 text-2xl font-bold">Notifications</h1>
      <InPreparation>
        The full list of your notifications is being prepared. Your latest notifications are under the bell at the top
        of the page.
      </InPreparation>
    </section>
  );
}
