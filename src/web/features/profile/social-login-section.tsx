// Social network connections: Connect Facebook starts the OAuth flow on the server (it comes back
// to /profile); Disconnect asks 'Are you sure you want to disconnect Facebook?' first. Where the
// portal offers no Facebook sign-in the card shows only to disconnect an account still connected.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { customer, customerPaths } from '../../../shared/contract/customer.ts';
import { api } from '../../lib/api-client.ts';
import { useOfflineReason } from '../../offline/offline-reason-scope.tsx';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/toast-store.ts';
import { useFacebookOutcome } from '../auth/api/facebook-login.ts';
import { DISCONNECT_QUESTION, facebookConfigured, facebookStartUrl } from '../auth/api/facebook-login.ts';
import { type CurrentCustomer, meQuery, sessionKeys } from '../session/api.ts';
import { ProfileCard } from './profile-card.tsx';

const DISCONNECT_FAILED = 'Facebook was not disconnected. Please try again.';

function useDisconnect(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('post', customerPaths.facebookDisconnect(), customer),
    onSuccess: (saved) => {
      queryClient.setQueryData<CurrentCustomer>(sessionKeys.me(), (me) => (me ? { ...me, customer: saved } : me));
      onDone();
    },
    onError: () => toast(DISCONNECT_FAILED, 'error'),
  });
}

export function SocialLoginSection() {
  useFacebookOutcome();
  const me = useQuery(meQuery());
  const { online, reasonId } = useOfflineReason(useId());
  const [asking, setAsking] = useState(false);
  const disconnect = useDisconnect(() => setAsking(false));
  const connected = me.data?.customer.connectedToFacebook ?? false;
  if (!facebookConfigured() && !connected) return null;

  return (
    <ProfileCard title="Social networks">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold">
          Facebook: <span className="font-normal">{connected ? 'connected' : 'not connected'}</span>
        </p>
        {connected ? (
          <Button
            variant="secondary"
            disabled={!online}
            aria-describedby={reasonId}
            onClick={() => setAsking(true)}
            className="normal-case"
          >
            Disconnect Facebook
          </Button>
        ) : online ? (
          <a href={facebookStartUrl('connect')} className={`${buttonClasses('secondary')} normal-case`}>
            Connect Facebook
          </a>
        ) : (
          <Button variant="secondary" disabled aria-describedby={reasonId} className="normal-case">
            Connect Facebook
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title="Disconnect Facebook"
        question={DISCONNECT_QUESTION}
        confirmLabel="Disconnect"
        busy={disconnect.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => disconnect.mutate()}
      />
    </ProfileCard>
  );
}
