// The e-mail subscription toggle: saved at once, 'Subscription updated!' or 'Error updating
// subscription' with the switch back where it was.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useOnline } from '../../offline/online-status.ts';
import { Checkbox } from '../../ui/field.tsx';
import { meQuery } from '../session/api.ts';
import { ProfileCard } from './profile-card.tsx';
import { useSubscriptionSave } from './profile-api.ts';

export function SubscriptionSection() {
  const me = useQuery(meQuery());
  const save = useSubscriptionSave();
  const online = useOnline();
  const offlineId = useId();
  const active = me.data?.customer.isSubscriptionActive ?? false;
  return (
    <ProfileCard title="E-mail subscription" offlineReasonId={online ? undefined : offlineId}>
      <Checkbox
        label="Send me news and offers by e-mail"
        checked={active}
        disabled={!me.data || !online}
        aria-describedby={online ? undefined : offlineId}
        onChange={(event) => save.mutate(event.target.checked)}
      />
    </ProfileCard>
  );
}
