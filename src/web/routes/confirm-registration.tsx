// /registration/confirm?token=… (the link of the sign-up e-mail): creates the account and signs it
// in, then goes to the dashboard, or, when the sign-up came from an invitation, accepts it as a new
// customer and goes to the booking. A used or expired link says so, with the ways on.
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { REGISTRATION_LINK_INVALID } from '../../shared/contract/registration-links.ts';
import { confirmRegistration } from '../features/auth/api/register.ts';
import { AuthCard, textLinkClass } from '../features/auth/components/auth-card.tsx';
import { acceptInvitation } from '../features/invitations/api.ts';
import { acceptedTarget } from '../features/invitations/invitation-flow.ts';
import { loadCurrentCustomer } from '../features/session/current-customer.ts';
import { isApiFailure } from '../lib/api-client.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { SkeletonBlock } from '../ui/skeleton.tsx';

const FAILED = 'Sorry! Your account could not be created just now. Please open the link again.';

export function ConfirmRegistrationPage() {
  usePageTitle('Sign Up');
  const { token } = useSearch({ strict: false }) as { token?: string };
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // one link opens one account, even under StrictMode's double effects
    started.current = true;
    void (async () => {
      try {
        const confirmed = await confirmRegistration(token ?? '');
        await loadCurrentCustomer(queryClient, { fresh: true }).catch(() => null);
        if (confirmed.invitationToken) {
          const accepted = await acceptInvitation(confirmed.invitationToken, true).catch(() => null);
          if (accepted)
            return void navigate({ href: acceptedTarget(accepted.redirectTo, accepted.bookingId), replace: true });
        }
        await navigate({ to: '/', replace: true });
      } catch (error) {
        setFailure(isApiFailure(error) && error.status === 422 ? REGISTRATION_LINK_INVALID : FAILED);
      }
    })();
  }, [token, navigate, queryClient]);

  return (
    <AuthCard title="Create an account">
      {failure ? (
        <div role="alert" className="space-y-3">
          <p className="font-semibold text-slate-900">{failure}</p>
          <p>
            <Link to="/registration" className={textLinkClass}>
              Sign up
            </Link>{' '}
            or{' '}
            <Link to="/login" className={textLinkClass}>
              log in
            </Link>
          </p>
        </div>
      ) : (
        <SkeletonBlock lines={2} label="Creating your account…" />
      )}
    </AuthCard>
  );
}
