// The profile's card for push reminders on this device.
import { ProfileCard } from '../profile/profile-card.tsx';
import { PushSwitch } from './push-switch.tsx';

export function PushSection() {
  return (
    <ProfileCard title="Reminders">
      <PushSwitch />
    </ProfileCard>
  );
}
