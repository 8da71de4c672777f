// The e-mail subscription toggle: the flag flips when the server has saved it ('Subscription
// updated!'); until it answers the switch stays as it was and waits, and after a failure ('Error
// updating subscription') it is unchanged.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useOfflineReason } from '../../offline/offline-reason-scope.tsx';
import { Checkbox } from '../../ui/field.tsx';
import { meQuery } from '../session/api.ts';
import { ProfileCard } from './profile-card.tsx';
import { useSubscriptionSave } from './profile-api.ts';

export function SubscriptionSection() {
  const me = useQuery(meQuery());
  const save = useSubscriptionSave();
  const { online, reasonId } = useOfflineReason(useId());
  return (
    <ProfileCard title="E-mail subscription">
      <div aria-busy={save.isPending}>
        <Checkbox
          label="Send me news and offers by e-mail"
          checked={me.data?.customer.isSubscriptionActive ?? false}
          disabled={!me.data || !online}
          aria-describedby={reasonId}
          // Kept focusable while a save runs (disabling would drop the keyboard's place); a click
          // meanwhile changes nothing.
          onChange={(event) => {
            if (!save.isPending) save.mutate(event.target.checked);
          }}
        />
      </div>
    </ProfileCard>
  );
}
