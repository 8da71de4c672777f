// "Where you're signed in": every live session of the account, this device first, each with its
// browser and platform, the shared-device mark and when it started and was last active; "Sign out"
// on any other, and "Sign out everywhere else". After each, focus moves to the line that says what
// happened, so a keyboard or screen-reader user is not left on a button that is gone.
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { SignedInDevice } from '../../../shared/contract/account.ts';
import { formatCompactDate, formatTime } from '../../../shared/domain/dates.ts';
import { useOfflineReason } from '../../offline/offline-reason-scope.tsx';
import { Button } from '../../ui/button.tsx';
import { signedInDevicesQuery, useEndSessions } from './account-api.ts';
import { ProfileCard } from './profile-card.tsx';

export const deviceLabel = (device: Pick<SignedInDevice, 'browser' | 'platform'>) =>
  `${device.browser ?? 'Unknown browser'} on ${device.platform ?? 'an unknown device'}`;

const when = (iso: string) => `${formatCompactDate(iso)} at ${formatTime(iso)}`;

function Badge({ children }: { children: string }) {
  return <span className="rounded bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-800">{children}</span>;
}

export function SignedInDevicesSection() {
  const devices = useQuery(signedInDevicesQuery());
  const end = useEndSessions();
  const { online, reasonId } = useOfflineReason(useId());
  const status = useRef<HTMLParagraphElement>(null);
  const [said, setSaid] = useState('');
  const list = devices.data ?? [];
  const others = list.filter((device) => !device.current);

  // Buttons stay enabled while a sign-out is under way (a disabled button would drop the focus):
  // a second press is ignored instead.
  const signOut = (id: number | undefined, done: string) =>
    !end.isPending &&
    end.mutate(id, {
      onSuccess: () => {
        setSaid(done);
        status.current?.focus();
      },
    });

  return (
    <ProfileCard title="Where you're signed in">
      {devices.isError ? (
        <p className="text-slate-700">The list of devices could not be loaded. Please try again later.</p>
      ) : !devices.data ? (
        <p className="text-slate-700">Loading your devices…</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Signed-in devices">
          {list.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0 space-y-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  <span>{deviceLabel(device)}</span>
                  {device.current ? <Badge>This device</Badge> : null}
                  {device.sharedDevice ? <Badge>Shared device</Badge> : null}
                </p>
                <p className="text-sm text-slate-700">
                  Signed in {when(device.createdAt)} · Last active {when(device.lastActiveAt)}
                </p>
              </div>
              {device.current ? null : (
                <Button
                  variant="secondary"
                  className="normal-case"
                  disabled={!online}
                  aria-describedby={reasonId}
                  aria-label={`Sign out ${deviceLabel(device)}`}
                  onClick={() => signOut(device.id, `Signed out of ${deviceLabel(device)}.`)}
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 ? (
        <Button
          variant="secondary"
          className="mt-3 normal-case"
          busy={end.isPending && end.variables === undefined}
          disabled={!online}
          aria-describedby={reasonId}
          onClick={() => signOut(undefined, 'Signed out everywhere else.')}
        >
          Sign out everywhere else
        </Button>
      ) : null}
      <p
        ref={status}
        tabIndex={-1}
        role="status"
        className="mt-3 text-sm font-medium text-slate-700 outline-offset-2 focus:outline-2 focus:outline-brand"
      >
        {said}
      </p>
    </ProfileCard>
  );
}
