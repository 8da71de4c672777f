// The e-mail subscription toggle: saved at once, 'Subscription updated!' or 'Error updating
// subscription' with the switch back where it was.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useOfflineReason } from '../../offline/offline-reason-scope.tsx';
import { Checkbox } from '../../ui/field.tsx';
import { meQuery } from '../session/api.ts';
import { ProfileCard } from './profile-card.tsx';
import { useSubscriptionSave } from './profile-api.ts';

export function SubscriptionSection() {
  const me = useQuery(meQuery());
  const save = useSubscriptionSave();
  const { online, reasonId } = useOfflineReason(useId());
  const saved = me.data?.customer.isSubscriptionActive ?? false;
  // The switch shows the traveller's choice in the same render as the click: the cache's
  // optimistic change reaches this component a task later, and a controlled checkbox would flick
  // back in between. Once the save settles the cache decides (the old value after a failure).
  const [choice, setChoice] = useState<boolean | null>(null);
  return (
    <ProfileCard title="E-mail subscription">
      <Checkbox
        label="Send me news and offers by e-mail"
        checked={choice ?? saved}
        disabled={!me.data || !online}
        aria-describedby={reasonId}
        onChange={(event) => {
          setChoice(event.target.checked);
          save.mutate(event.target.checked, { onSettled: () => setChoice(null) });
        }}
      />
    </ProfileCard>
  );
}
