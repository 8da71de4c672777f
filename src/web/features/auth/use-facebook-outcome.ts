// The outcome of a Facebook flow comes back in the address (?facebook=failed or =connected, set by
// the server's redirect): said once as a toast, then dropped from the address through the router
// (so its own idea of the location stays the browser's).
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { toast } from '../../ui/toast-store.ts';
import { FACEBOOK_FAILED } from './social-login-config.ts';

export const FACEBOOK_CONNECTED = 'Facebook is connected.';

export function useFacebookOutcome() {
  const navigate = useNavigate();
  useEffect(() => {
    const outcome = new URLSearchParams(window.location.search).get('facebook');
    if (outcome !== 'failed' && outcome !== 'connected') return;
    toast(outcome === 'failed' ? FACEBOOK_FAILED : FACEBOOK_CONNECTED, outcome === 'failed' ? 'error' : 'success');
    const drop = (previous: Record<string, unknown>) => {
      const { facebook: _outcome, ...rest } = previous;
      return rest;
    };
    void navigate({ to: '.', search: drop as never, replace: true });
  }, [navigate]);
}
