// Signing in with a passkey from the sign-in form: "Sign in with a passkey", and the browser's
// passkey autofill on the e-mail field (conditional mediation) where the browser offers it. Only
// this small hook is in the sign-in page's code; the ceremony and @simplewebauthn/browser come when
// one starts (the autofill's once the page is up, so it costs the first paint nothing).
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Customer } from '../../../../shared/contract/customer.ts';
import { lazyModule } from '../../../lib/lazy-module.ts';
import { type AfterSuccess, afterSignIn } from '../api/sign-in.ts';
import type { PasskeySignInSettings } from './passkey-ceremony.ts';

const ceremony = lazyModule(() => import('./passkey-ceremony.ts'));

/** The browser can make a passkey ceremony at all (read after hydration: the prerender has no window). */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

export function usePasskeySignIn(settings: PasskeySignInSettings, onSuccess: AfterSuccess, offerAutofill: boolean) {
  const current = useRef(settings);
  current.current = settings;
  const restartAutofill = useRef(() => {});
  const run = (autofill: boolean) => async () => {
    // The autofill's code failing to load (offline) is no suggestion, not an error to show.
    const loaded = await (autofill ? ceremony.load().catch(() => undefined) : ceremony.load());
    return loaded ? loaded.signInWithPasskey(autofill, () => current.current) : null;
  };
  const signedIn = async (customer: Customer | null) => {
    if (customer) await afterSignIn(customer, onSuccess);
  };
  const autofill = useMutation({ mutationFn: run(true), onSuccess: signedIn });
  // The button's ceremony cancels the autofill's: the autofill is offered again once it is over.
  const button = useMutation({
    mutationFn: run(false),
    onSuccess: signedIn,
    onSettled: (customer) => {
      if (!customer) restartAutofill.current();
    },
  });
  const startAutofill = autofill.mutate;

  useEffect(() => {
    if (!offerAutofill || !passkeysSupported()) return;
    let live = true;
    const start = () =>
      void PublicKeyCredential.isConditionalMediationAvailable?.().then((available) => {
        if (available && live) startAutofill();
      });
    restartAutofill.current = start;
    start();
    return () => {
      live = false;
      restartAutofill.current = () => {};
      ceremony.current()?.cancelPasskeySignIn();
    };
  }, [offerAutofill, startAutofill]);

  return { start: () => button.mutate(), busy: button.isPending, error: button.error ?? autofill.error };
}
