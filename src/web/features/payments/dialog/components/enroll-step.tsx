// The Enroll step: 'You are paying {amount}' with Change Amount, the
// method selector (Credit Card, Bank Transfer; the transfer-service method stays hidden), the terms,
// then the card form or the bank panel once the terms are accepted.
import { type Dispatch, type ReactNode, useEffect, useRef } from 'react';
import { formatMoney, type CurrencyCode } from '../../../../../shared/domain/money.ts';
import { Button } from '../../../../ui/button.tsx';
import type { PaymentFormAction, PaymentFormState, PaymentMethodKind } from '../payment-form-state.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { StepHeading } from './step-heading.tsx';
import { TermsView } from './terms-view.tsx';

type Props = {
  state: PaymentFormState;
  dispatch: Dispatch<PaymentFormAction>;
  amountCents: number;
  currency: CurrencyCode;
  termsTemplate: string | null;
  focusOnMount: boolean;
  cardForm: ReactNode;
  bankPanel: ReactNode;
};

const METHODS: { value: PaymentMethodKind; label: string }[] = [
  { value: 'card', label: 'Credit Card' },
  { value: 'bank', label: 'Bank Transfer' },
];

export function EnrollStep({
  state,
  dispatch,
  amountCents,
  currency,
  termsTemplate,
  focusOnMount,
  cardForm,
  bankPanel,
}: Props) {
  const processing = state.paymentBeingProcessed;
  // ACCEPT disappears once pressed: focus moves to what replaced it instead of falling to the page.
  const accepted = useRef<HTMLParagraphElement>(null);
  const wasAccepted = useRef(state.termsAccepted);
  useEffect(() => {
    if (state.termsAccepted && !wasAccepted.current) accepted.current?.focus();
    wasAccepted.current = state.termsAccepted;
  }, [state.termsAccepted]);
  return (
    <div className="flex flex-col gap-5">
      <StepHeading focusOnMount={focusOnMount}>Choose how to pay</StepHeading>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-md bg-sky-50 px-3 py-2 ring-1 ring-sky-200">
        <p className="text-slate-900">
          You are paying <strong className="tabular-nums">{formatMoney(amountCents, currency)}</strong>
        </p>
        <Button variant="link" disabled={processing} onClick={() => dispatch({ type: 'changeAmount' })}>
          Change Amount
        </Button>
      </div>
      <ChoiceGroup
        legend="Payment method"
        choices={METHODS}
        value={state.method}
        disabled={processing}
        onChange={(method) => dispatch({ type: 'method', method })}
      />
      {state.termsAccepted ? (
        <>
          <p
            ref={accepted}
            tabIndex={-1}
            className="rounded-sm text-sm text-slate-700 outline-offset-4 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <span aria-hidden="true">✓ </span>You have accepted the Terms &amp; Conditions.
          </p>
          {state.method === 'card' ? cardForm : bankPanel}
        </>
      ) : (
        <TermsView
          terms={termsTemplate}
          errors={state.errors.termsAccepted}
          disabled={processing}
          onAccept={() => dispatch({ type: 'acceptTerms' })}
          onDecline={() => dispatch({ type: 'declineTerms' })}
        />
      )}
    </div>
  );
}
