// Stripe Elements' card field. Stripe.js is imported only here, dynamically, when a card form
// mounts while the server uses Stripe: the sign-in page and the sandbox never download it. Stripe's
// script, frames and API are allowed by the CSP (server/http/security-headers.ts).
import { useEffect, useId, useRef, useState } from 'react';
import { FieldErrorText } from '../../../ui/field.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import type { CardEntryHandle, CardEntryState } from './card-entry-types.ts';
import { type StripeLike, stripeCardHandle, stripeChangeState } from './stripe-card-adapter.ts';

type Props = {
  publishableKey: string;
  disabled: boolean;
  onChange?: (state: CardEntryState) => void;
  handleRef: (handle: CardEntryHandle | null) => void;
};

export const STRIPE_LOAD_FAILED = 'The card form could not be loaded. Check your connection and try again.';

type CardElement = {
  mount(target: HTMLElement): void;
  destroy(): void;
  update(options: { disabled?: boolean }): void;
  on(event: 'change', handler: (event: { complete: boolean; error?: { message?: string } }) => void): void;
  on(event: 'ready' | 'focus' | 'blur', handler: () => void): void;
};

export function StripeCardElement({ publishableKey, disabled, onChange, handleRef }: Props) {
  const id = useId().replaceAll(':', '');
  const target = useRef<HTMLDivElement>(null);
  const card = useRef<CardElement | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [state, setState] = useState<CardEntryState>({ complete: false, error: null });
  const [focused, setFocused] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const disabledRef = useRef(disabled);
  disabledRef.current = disabled;

  useEffect(() => {
    let cancelled = false;
    let mounted: CardElement | null = null;
    setStatus('loading');
    (async () => {
      const { loadStripe } = await import('@stripe/stripe-js');
      const stripe = await loadStripe(publishableKey);
      if (cancelled) return;
      const host = target.current;
      if (!stripe || !host) throw new Error('Stripe.js did not load');
      const element = stripe.elements().create('card', {
        hidePostalCode: true,
        disabled: disabledRef.current,
        style: { base: { fontSize: '16px', color: '#0f172a', '::placeholder': { color: '#64748b' } } },
      }) as unknown as CardElement;
      mounted = element;
      card.current = element;
      element.on('change', (event) => {
        const next = stripeChangeState(event);
        setState(next);
        onChangeRef.current?.(next);
      });
      element.on('focus', () => setFocused(true));
      element.on('blur', () => setFocused(false));
      element.on('ready', () => {
        if (cancelled) return;
        setStatus('ready');
        // Stripe's overloads accept the Element; the adapter needs only these two calls.
        handleRef(stripeCardHandle(stripe as unknown as StripeLike<CardElement>, element, publishableKey));
      });
      element.mount(host);
    })().catch(() => {
      if (!cancelled) setStatus('failed');
    });
    return () => {
      cancelled = true;
      handleRef(null);
      mounted?.destroy();
      card.current = null;
    };
  }, [publishableKey, handleRef]);

  useEffect(() => {
    card.current?.update({ disabled });
  }, [disabled]);

  const errorId = `${id}-card-error`;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 block text-sm font-semibold text-slate-800">Card details</legend>
      {status === 'loading' ? (
        <div role="status" className="min-h-11">
          <span className="sr-only">Loading the card form…</span>
          <Skeleton className="h-11 w-full" />
        </div>
      ) : null}
      {status === 'failed' ? <p className="text-sm font-medium text-red-700">{STRIPE_LOAD_FAILED}</p> : null}
      {/* Stripe renders its accessible inputs inside its own frame; this box only frames them. */}
      <div
        ref={target}
        className={`${status === 'ready' ? '' : 'hidden '}min-h-11 rounded-md border bg-white px-3 py-3 ${
          state.error ? 'border-red-700' : 'border-slate-500'
        } ${focused ? 'outline-2 outline-offset-1 outline-brand' : ''} ${disabled ? 'bg-slate-100' : ''}`}
      />
      <FieldErrorText id={errorId} messages={state.error ? [state.error] : []} />
    </fieldset>
  );
}
