// The e-mail subscription toggle: saved at once, 'Subscription updated!' or 'Error updating
// subscription' with the switch back where it was.
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
  const active = me.data?.customer.isSubscriptionActive ?? false;
  return (
    <ProfileCard title="E-mail subscription">
      <Checkbox
        label="Send me news and offers by e-mail"
        checked={active}
        disabled={!me.data || !online}
        aria-describedby={reasonId}
        onChange={(event) => save.mutate(event.target.checked)}
      />
    </ProfileCard>
  );
}
