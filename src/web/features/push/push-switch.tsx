// The opt-in switch for push reminders on this device (the Notifications page and the profile).
// Nothing is asked until the traveller turns it on; the permission prompt follows that click.
// Where reminders cannot work, the switch is disabled and its hint says why.
import { useEffect, useId, useState } from 'react';
import { OfflineReason } from '../../offline/offline-reason.tsx';
import { useOfflineReason } from '../../offline/offline-reason-scope.tsx';
import { toast } from '../../ui/toast-store.ts';
import { Checkbox } from '../../ui/field.tsx';
import { PUSH_HINTS, type PushAvailability, pushAvailability } from './push-availability.ts';
import { currentSubscription, PushRefused, thisDevice, turnOffPush, turnOnPush } from './push-device.ts';

export function PushSwitch() {
  // Read after mount: a server-rendered page has no browser to ask.
  const [availability, setAvailability] = useState<PushAvailability>('available');
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const ownReasonId = useId();
  // Turning reminders on or off needs the server: offline the switch waits, and says why.
  const { online, reasonId, showOwn } = useOfflineReason(ownReasonId);

  useEffect(() => {
    let live = true;
    setAvailability(pushAvailability(thisDevice()));
    void currentSubscription()
      .catch(() => null)
      .then((subscription) => {
        if (live) setOn(subscription !== null && thisDevice().permission === 'granted');
      });
    return () => {
      live = false;
    };
  }, []);

  const change = async (wanted: boolean) => {
    if (busy) return;
    setBusy(true);
    try {
      await (wanted ? turnOnPush() : turnOffPush());
      setOn(wanted);
      toast(wanted ? 'Reminders are on for this device.' : 'Reminders are off for this device.', 'success');
    } catch (error) {
      if (error instanceof PushRefused) setAvailability(pushAvailability(thisDevice()));
      else toast('Reminders could not be changed. Please try again.', 'error');
    } finally {
      setBusy(false);
    }
  };

  const usable = availability === 'available';
  return (
    <div aria-busy={busy}>
      {showOwn ? <OfflineReason id={ownReasonId} className="mb-4" /> : null}
      <Checkbox
        role="switch"
        label="Push reminders on this device"
        hint={PUSH_HINTS[availability]}
        checked={usable && on === true}
        aria-checked={usable && on === true}
        disabled={!usable || on === null || !online}
        {...(reasonId ? { 'aria-describedby': reasonId } : {})}
        onChange={(event) => void change(event.target.checked)}
      />
    </div>
  );
}
