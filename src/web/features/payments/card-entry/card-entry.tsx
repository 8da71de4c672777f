// The card form every payment and add-card dialog embeds. It asks the server which provider is in
// use (GET /customer/payment_config) and shows Stripe Elements for 'stripe' (Stripe.js loaded lazily,
// with the publishable key of the card's account) or the sandbox card fields for 'sandbox'. The
// parent talks to either through the CardEntryHandle it receives in handleRef.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { meQuery } from '../../session/api.ts';
import { Button } from '../../../ui/button.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import type { CardEntryHandle, CardEntryProps } from './card-entry-types.ts';
import { paymentConfigQuery } from './payment-config-query.ts';
import { SandboxCardFields } from './sandbox-card-fields.tsx';
import { StripeCardElement } from './stripe-card-element.tsx';
import { publishableKeyFor } from './stripe-card-adapter.ts';

export const CARD_CONFIG_FAILED = 'The card form could not be loaded.';
export const CARD_PROVIDER_MISSING_KEY = 'Card payments are not set up for this booking. Please contact us.';

/** The server's clock, carried forward from the /customer/me answer (never the device's date alone). */
function useServerNow(): () => Date {
  const { data, dataUpdatedAt } = useQuery({ ...meQuery(), enabled: false });
  const offset = data ? Date.parse(data.serverNow) - dataUpdatedAt : 0;
  const offsetRef = useRef(0);
  offsetRef.current = Number.isFinite(offset) ? offset : 0;
  return useCallback(() => new Date(Date.now() + offsetRef.current), []);
}

export function CardEntry({ account, disabled = false, onChange, handleRef }: CardEntryProps) {
  const config = useQuery(paymentConfigQuery());
  const now = useServerNow();
  // Parents often pass an inline callback; a stable one keeps the provider's fields (and Stripe's
  // Element) mounted across their re-renders.
  const latestHandleRef = useRef(handleRef);
  latestHandleRef.current = handleRef;
  const stableHandleRef = useCallback((handle: CardEntryHandle | null) => latestHandleRef.current(handle), []);

  if (config.isPending) {
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">Loading the card form…</span>
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  if (config.isError) {
    return (
      <div className="space-y-2">
        <p className="text-sm font-medium text-red-700">{CARD_CONFIG_FAILED}</p>
        <Button variant="secondary" onClick={() => config.refetch()} disabled={disabled}>
          Try again
        </Button>
      </div>
    );
  }
  if (config.data.provider === 'stripe') {
    const key = publishableKeyFor(account, config.data);
    if (!key) return <p className="text-sm font-medium text-red-700">{CARD_PROVIDER_MISSING_KEY}</p>;
    return (
      <StripeCardElement
        key={key}
        publishableKey={key}
        disabled={disabled}
        onChange={onChange}
        handleRef={stableHandleRef}
      />
    );
  }
  return <SandboxCardFields disabled={disabled} now={now} onChange={onChange} handleRef={stableHandleRef} />;
}
