// /invite/{autologinToken}: the route composes the invitation feature with the auth forms. After
// registering or signing in, the invitation is read again: expired reloads the page, otherwise it
// is accepted (as a new customer after registering) and the customer lands on the booking.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { Invitation } from '../../shared/contract/invitations.ts';
import { textLinkClass } from '../features/auth/components/auth-card.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { RegistrationForm } from '../features/auth/components/registration-form.tsx';
import { acceptInvitation, invitationQuery } from '../features/invitations/api.ts';
import { InvitationIntro } from '../features/invitations/components/invitation-intro.tsx';
import {
  ExpiredNotice,
  invitationLinkClass,
  ResolvedNotice,
  SignedInPanel,
} from '../features/invitations/components/invitation-notices.tsx';
import {
  acceptedTarget,
  acceptFailureMessage,
  afterFailureGoesToBooking,
  firstForm,
  type InvitationForm,
  invitationVariant,
  inviterName,
} from '../features/invitations/invitation-flow.ts';
import { useLayoutBackground } from '../features/invitations/use-layout-background.ts';
import { loadCurrentCustomer } from '../features/session/current-customer.ts';
import { signOut } from '../features/session/sign-out.ts';
import { useSession } from '../features/session/api.ts';
import { isApiFailure } from '../lib/api-client.ts';
import { currentBrand } from '../lib/brand.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { SkeletonBlock } from '../ui/skeleton.tsx';
import { toast } from '../ui/toast-store.ts';

const LOAD_FAILED = 'Sorry! This invitation could not be loaded.';

export function InvitePage() {
  usePageTitle('Invitation');
  const { autologinToken } = useParams({ strict: false }) as { autologinToken: string };
  const navigate = useNavigate();
  const query = useQuery(invitationQuery(autologinToken));
  // Kept here: signing out ('This isn't me!') clears the query cache and reloads the invitation,
  // and the sign-in form must still be the one shown afterwards.
  const [form, setForm] = useState<InvitationForm | null>(null);

  // A link that does not load (unknown token, server error): say why and go to the root.
  useEffect(() => {
    if (!query.isError) return;
    const error = query.error;
    toast(isApiFailure(error) && error.error ? error.error : LOAD_FAILED, 'error');
    void navigate({ to: '/', replace: true });
  }, [query.isError, query.error, navigate]);

  return (
    <section aria-label="Invitation" className="mx-auto w-full max-w-xl py-2 sm:py-8">
      <div className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {query.data ? (
          <InvitationContent
            invitation={query.data}
            token={autologinToken}
            form={form ?? firstForm(query.data)}
            onForm={setForm}
          />
        ) : (
          <SkeletonBlock lines={5} label="Loading the invitation…" />
        )}
      </div>
    </section>
  );
}

type ContentProps = {
  invitation: Invitation;
  token: string;
  form: InvitationForm;
  onForm: (form: InvitationForm) => void;
};

function InvitationContent({ invitation, token, form, onForm: setForm }: ContentProps) {
  const brand = currentBrand();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [joining, setJoining] = useState(false); // signed in or registered: accepting now
  const [accepting, setAccepting] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  useLayoutBackground(invitation.backgroundImageUrl);

  const inviter = inviterName(invitation);
  const variant = invitationVariant(invitation, session.state === 'signed-in', form);

  const accept = async (isNewCustomer: boolean) => {
    setAccepting(true);
    try {
      const accepted = await acceptInvitation(token, isNewCustomer);
      await navigate({ href: acceptedTarget(accepted.redirectTo, accepted.bookingId), replace: true });
    } catch (error) {
      toast(acceptFailureMessage(error, inviter), 'error');
      await navigate(
        afterFailureGoesToBooking(error)
          ? { to: '/bookings/$id', params: { id: invitation.bookingId }, replace: true }
          : { to: '/', replace: true },
      );
    } finally {
      setAccepting(false);
    }
  };

  // After registration (isNewCustomer) or sign-in: read the invitation again before accepting.
  const afterSignedIn = async (isNewCustomer: boolean) => {
    setJoining(true);
    await loadCurrentCustomer(queryClient, { fresh: true }).catch(() => null);
    const fresh = await queryClient.fetchQuery(invitationQuery(token)).catch(() => null);
    if (!fresh || fresh.expired) {
      window.location.reload();
      return;
    }
    await accept(isNewCustomer);
  };

  const notMe = async () => {
    setSigningOut(true);
    const signedOut = await signOut(queryClient);
    setSigningOut(false);
    if (signedOut) {
      setForm('sign-in');
      return;
    }
    await loadCurrentCustomer(queryClient, { fresh: true }).catch(() => null);
    toast('Sorry! We could not log you out. Please try again.', 'error');
  };

  const toggle = (to: InvitationForm, question: string, label: string) => (
    <p className="mt-6 text-center text-slate-700">
      {question}{' '}
      <button type="button" className={textLinkClass} onClick={() => setForm(to)}>
        {label}
      </button>
    </p>
  );

  return (
    <div className="space-y-6">
      <InvitationIntro invitation={invitation} brand={brand} />
      {joining ? (
        <p role="status" className="text-lg font-semibold text-slate-900">
          Joining {inviter}'s booking…
        </p>
      ) : null}
      {!joining && variant === 'resolved' ? (
        <ResolvedNotice
          inviter={inviter}
          nextStep={
            session.state === 'signed-in' ? (
              <>
                you'll find the booking among{' '}
                <Link to="/" className={invitationLinkClass}>
                  your bookings
                </Link>
              </>
            ) : (
              <>
                <Link to="/login" className={invitationLinkClass}>
                  log in
                </Link>{' '}
                to see the booking
              </>
            )
          }
        />
      ) : null}
      {!joining && variant === 'expired' ? (
        <ExpiredNotice inviter={inviter} email={brand.contact.reservationsEmail} />
      ) : null}
      {!joining && variant === 'signed-in' ? (
        <SignedInPanel
          onAccept={() => void accept(false)}
          onNotMe={() => void notMe()}
          accepting={accepting}
          signingOut={signingOut}
        />
      ) : null}
      {!joining && variant === 'sign-up' ? (
        <div>
          <h2 className="mb-4 text-xl font-semibold text-slate-900">Create an account to join {inviter}'s booking!</h2>
          <RegistrationForm
            invitationToken={token}
            currentYear={new Date().getFullYear()}
            onRegistered={() => afterSignedIn(true)}
          />
          {toggle('sign-in', 'Already have an account?', 'Log in')}
        </div>
      ) : null}
      {!joining && variant === 'sign-in' ? (
        <div>
          <h2 className="mb-4 text-xl font-semibold text-slate-900">Log In to join {inviter}'s booking!</h2>
          <LoginForm invitationToken={token} onSignedIn={() => afterSignedIn(false)} />
          {toggle('sign-up', "Don't have an account?", 'Sign up')}
        </div>
      ) : null}
    </div>
  );
}
