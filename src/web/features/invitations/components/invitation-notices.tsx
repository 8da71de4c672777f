// The invitation page's end states: already accepted, expired, and the
// 'already logged in' offer.
import type { ReactNode } from 'react';
import { Button } from '../../../ui/button.tsx';

export const invitationLinkClass =
  'hit-area font-semibold break-all text-brand underline underline-offset-2 hover:text-brand-dark outline-offset-2 focus-visible:outline-2 focus-visible:outline-brand';

/**
 * Already accepted. A visitor is asked to log in to see the booking; a signed-in customer already
 * is, so they are pointed at their bookings instead.
 */
export function ResolvedNotice({ inviter, nextStep }: { inviter: string; nextStep: ReactNode }) {
  return (
    <div className="space-y-2" role="status">
      <h2 className="text-xl font-semibold text-slate-900">This invitation has already been accepted.</h2>
      <p className="text-slate-800">
        If you accepted it, {nextStep}. Otherwise, please ask {inviter} to send you a new invitation link.
      </p>
    </div>
  );
}

export function ExpiredNotice({ inviter, email }: { inviter: string; email: string }) {
  return (
    <div className="space-y-2" role="status">
      <h2 className="text-xl font-semibold text-slate-900">This invitation has expired.</h2>
      <p className="text-slate-800">
        Please contact our reservations team at{' '}
        <a href={`mailto:${email}`} className={invitationLinkClass}>
          {email}
        </a>{' '}
        or ask {inviter} to send you a new invitation link.
      </p>
    </div>
  );
}

type SignedInProps = {
  onAccept: () => void;
  onNotMe: () => void;
  accepting: boolean;
  signingOut: boolean;
};

export function SignedInPanel({ onAccept, onNotMe, accepting, signingOut }: SignedInProps) {
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold text-slate-900">We noticed you're already logged in!</h2>
      <div className="flex flex-wrap items-center gap-4">
        <Button onClick={onAccept} busy={accepting} disabled={accepting || signingOut}>
          Accept Invitation
        </Button>
        <Button variant="link" onClick={onNotMe} busy={signingOut} disabled={accepting || signingOut}>
          This isn't me!
        </Button>
      </div>
    </div>
  );
}
