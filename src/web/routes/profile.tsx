import { SavedCardsSection } from '../features/payments/saved-cards/saved-cards-section.tsx';
import { AvatarSection } from '../features/profile/avatar-section.tsx';
import { CalendarFeedSection } from '../features/profile/calendar-feed-section.tsx';
import { DeleteAccountSection } from '../features/profile/delete-account-section.tsx';
import { DownloadDataSection } from '../features/profile/download-data-section.tsx';
import { EmergencyContactSection } from '../features/profile/emergency-contact-section.tsx';
import { PasskeysSection } from '../features/profile/passkeys-section.tsx';
import { PasswordSection } from '../features/profile/password-section.tsx';
import { PersonalDetailsSection } from '../features/profile/personal-details-section.tsx';
import { ProfileCard } from '../features/profile/profile-card.tsx';
import { SignedInDevicesSection } from '../features/profile/signed-in-devices-section.tsx';
import { SocialLoginSection } from '../features/profile/social-login-section.tsx';
import { SubscriptionSection } from '../features/profile/subscription-section.tsx';
import { PushSwitch } from '../features/push/push-switch.tsx';
import { useLeaveDeletedAccount } from '../features/session/sign-out.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { OfflineReasonScope } from '../offline/offline-reason-scope.tsx';

/** The profile screen: each section is its own feature file, saving on its own. */
export function ProfilePage() {
  usePageTitle('Profile');
  const leaveDeletedAccount = useLeaveDeletedAccount();
  return (
    <section className="space-y-6">
      <h1 className="mb-4 text-2xl font-bold">Profile</h1>
      <OfflineReasonScope>
        <div className="space-y-6">
          <AvatarSection />
          <PersonalDetailsSection />
          <EmergencyContactSection />
          <PasswordSection />
          <PasskeysSection />
          <SavedCardsSection />
          <SubscriptionSection />
          <CalendarFeedSection />
          <ProfileCard title="Reminders">
            <PushSwitch />
          </ProfileCard>
          <SocialLoginSection />
          <SignedInDevicesSection />
          <DownloadDataSection />
          <DeleteAccountSection onDeleted={leaveDeletedAccount} />
        </div>
      </OfflineReasonScope>
    </section>
  );
}
