import { useQuery } from '@tanstack/react-query';
import { SavedCardsSection } from '../features/payments/saved-cards/saved-cards-section.tsx';
import { meQuery } from '../features/session/api.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { InPreparation } from './in-preparation.tsx';

export function ProfilePage() {
  usePageTitle('Profile');
  const { data } = useQuery(meQuery());
  return (
    <section className="space-y-6">
      <div>
        <h1 className="mb-4 text-2xl font-bold">Profile</h1>
        {data ? (
          <p className="text-slate-700">
            Signed in as <strong>{data.customer.email}</strong>.
          </p>
        ) : null}
      </div>
      <SavedCardsSection />
      <InPreparation>
        Editing your personal details, emergency contact, avatar, password, e-mail subscription and social-network
        connections is being prepared and will be possible here soon.
      </InPreparation>
    </section>
  );
}
