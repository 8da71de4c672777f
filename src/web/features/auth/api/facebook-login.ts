// Facebook Login as the server runs it: whether this portal has it configured (the server says so
// in the page it serves, <meta name="gangway-social" content="facebook">), the paths that start each
// flow, and the outcome its redirect brings back in the address (?facebook=...): a failure or a
// connect is said once as a toast; a sign-in by a Facebook user no account is connected to is
// answered for the page to explain, and the sign-in that follows then leads to the Profile, where
// Facebook is connected. The flag is dropped from the address through the router (so its own idea
// of the location stays the browser's).
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FACEBOOK_OUTCOME, type FacebookOutcome } from '../../../../shared/contract/customer.ts';
import { pageMeta } from '../../../lib/page-meta.ts';
import { toast } from '../../../ui/toast-store.ts';

export const facebookConfigured = (): boolean => pageMeta('gangway-social') === 'facebook';

export const facebookStartUrl = (purpose: 'login' | 'connect') => `/api/v2/customer/auth/facebook.json?${purpose}=true`;

export const FACEBOOK_FAILED = 'Login with Facebook failed.';
export const DISCONNECT_QUESTION = 'Are you sure you want to disconnect Facebook?';

/** Said on the login page to a Facebook user no account is connected to, with how to connect it. */
export const FACEBOOK_NOT_SET_UP = "It appears you haven't setup Facebook login";
export const FACEBOOK_CONNECT_LATER =
  'Log in with your e-mail and password: you can then connect Facebook to your account from your Profile.';

export const FACEBOOK_CONNECTED = 'Facebook is connected.';

const isOutcome = (value: string | null): value is FacebookOutcome =>
  (Object.values(FACEBOOK_OUTCOME) as (string | null)[]).includes(value);

export function useFacebookOutcome(): FacebookOutcome | null {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<FacebookOutcome | null>(null);
  useEffect(() => {
    const said = new URLSearchParams(window.location.search).get('facebook');
    if (!isOutcome(said)) return;
    setOutcome(said);
    if (said === FACEBOOK_OUTCOME.failed) toast(FACEBOOK_FAILED, 'error');
    if (said === FACEBOOK_OUTCOME.connected) toast(FACEBOOK_CONNECTED, 'success');
    const next = (previous: Record<string, unknown>) => {
      const { facebook: _outcome, ...rest } = previous;
      return said === FACEBOOK_OUTCOME.notConnected ? { ...rest, redirect: '/profile' } : rest;
    };
    void navigate({ to: '.', search: next as never, replace: true });
  }, [navigate]);
  return outcome;
}
