import { useQuery } from '@tanstack/react-query';
import { meQuery } from '../features/session/api.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { InPreparation } from './in-preparation.tsx';

export function ProfilePage() {
  usePageTitle('Profile');
  const { data } = useQuery(meQuery());
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold">Profile</h1>
      {data ? (
        <p className="mb-4 text-slate-700">
          Signed in as <strong>{data.customer.email}</strong>.
        </p>
      ) : null}
      <InPreparation>
        Editing your personal details, emergency contact, avatar, password, saved cards and e-mail subscription is being
        prepared and will be possible here soon.
      </InPreparation>
    </section>
  );
}
