// The shell's parts only a signed-in customer sees: the header controls and the iOS install hint
// (root-layout.tsx). Loaded apart from the shell so the sign-in page does not carry them; the
// authenticated guard preloads them, so they are ready with the page.
import type { Customer } from '../../../shared/contract/customer.ts';
export { IosInstallHint } from '../../offline/install/ios-install-hint.tsx';
import { NotificationsBell } from './notifications-bell.tsx';
import { UserMenu } from './user-menu.tsx';

export type SignedInControlsProps = {
  customer: Customer;
  serverNow: string;
  onSignOut: () => void;
  signingOut: boolean;
};

export function SignedInControls({ customer, serverNow, onSignOut, signingOut }: SignedInControlsProps) {
  return (
    <>
      <NotificationsBell serverNow={serverNow} />
      <UserMenu customer={customer} onSignOut={onSignOut} signingOut={signingOut} />
    </>
  );
}
