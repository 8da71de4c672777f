import { currentBrand } from '../lib/brand.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { InPreparation } from './in-preparation.tsx';

/** The invitation link's page; the invitation itself (sign-up, sign-in, accept) comes with issue 3. */
export function InvitePage() {
  const brand = currentBrand();
  usePageTitle('Invitation');
  return (
    <section className="mx-auto max-w-xl">
      <h1 className="mb-4 text-2xl font-bold">{brand.greeting}</h1>
      <InPreparation>
        Joining a booking from an invitation link is being prepared. Please ask the person who invited you to{' '}
        {brand.company} to add you again, or contact {brand.contact.reservationsEmail}.
      </InPreparation>
    </section>
  );
}
