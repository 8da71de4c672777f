// The card form of the Enroll step: cardholder name, the provider's
// card fields (CardEntry; the yacht account for yacht charters), the save-card switch with the card
// nickname, and Pay. Pay is disabled while validating, below the minimum, while processing, while
// the terms are not accepted, and offline. Saved cards are not offered here (switched off for payments).
import { type Dispatch, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { MAX_LENGTH } from '../../../../../shared/domain/forms/fields.ts';
import { formatMoney, type CurrencyCode } from '../../../../../shared/domain/money.ts';
import { MIN_PAYMENT_CENTS } from '../../../../../shared/domain/payment-amounts.ts';
import { useOnline } from '../../../../offline/online-status.ts';
import { Button } from '../../../../ui/button.tsx';
import { TextField } from '../../../../ui/field.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';
import { CardEntry } from '../../card-entry/card-entry.tsx';
import type { CardEntryHandle, CardEntryState } from '../../card-entry/card-entry-types.ts';
import type { FormErrors, PaymentFormAction, PaymentFormState } from '../payment-form-state.ts';
import { OfflineReason } from '../../../../offline/offline-reason.tsx';
import { Switch } from './save-card-switch.tsx';

type Props = {
  state: PaymentFormState;
  dispatch: Dispatch<PaymentFormAction>;
  amountCents: number;
  currency: CurrencyCode;
  isYachtCharter: boolean;
  card: RefObject<CardEntryHandle | null>;
  validating: boolean;
  onPay: () => Promise<FormErrors>;
};

const FOCUS_ORDER: (keyof FormErrors)[] = ['cardholderName', 'cardAliasName', 'card'];

export function CardForm({ state, dispatch, amountCents, currency, isYachtCharter, card, validating, onPay }: Props) {
  const online = useOnline();
  const [ready, setReady] = useState(false);
  const [cardState, setCardState] = useState<CardEntryState>({ complete: false, error: null });
  const ids = { name: useId(), alias: useId(), offline: useId(), error: useId(), cardBox: useId(), pay: useId() };
  const processing = state.paymentBeingProcessed;
  // Pay is disabled while the payment is processed, which takes focus from it (and the bank's check
  // opens over it): when processing ends on this form (the payment failed), Pay has focus again,
  // and the error is announced.
  const wasProcessing = useRef(processing);
  useEffect(() => {
    const ended = wasProcessing.current && !processing;
    wasProcessing.current = processing;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (ended && lost) document.getElementById(ids.pay)?.focus();
  }, [processing, ids.pay]);
  const disabled =
    validating || processing || amountCents < MIN_PAYMENT_CENTS || !state.termsAccepted || !online || !ready;
  // The provider shows its own messages on the card fields; repeat one only when it is not on screen.
  const cardMessages = (state.errors.card ?? []).filter((message) => message !== cardState.error);
  const paymentMessages = [...(state.errors.payment ?? []), ...(state.errors.amount ?? []), ...cardMessages];

  const submit = async () => {
    const errors = await onPay();
    const first = FOCUS_ORDER.find((field) => errors[field]);
    if (first === 'cardholderName') document.getElementById(ids.name)?.focus();
    else if (first === 'cardAliasName') document.getElementById(ids.alias)?.focus();
    else if (first === 'card') {
      // The field that says why (the sandbox's expiry, say), else the card box's first field.
      const box = document.getElementById(ids.cardBox);
      (
        box?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? box?.querySelector<HTMLElement>('input,iframe')
      )?.focus();
    }
  };

  return (
    <form
      noValidate
      aria-label="Card payment"
      onSubmit={(event) => {
        event.preventDefault();
        if (!disabled) void submit();
      }}
      className="flex flex-col gap-4"
    >
      <TextField
        id={ids.name}
        label="Cardholder Name"
        autoComplete="cc-name"
        maxLength={MAX_LENGTH.name}
        value={state.cardholderName}
        disabled={processing}
        error={state.errors.cardholderName}
        onChange={(event) => dispatch({ type: 'field', field: 'cardholderName', value: event.target.value })}
      />
      <div id={ids.cardBox}>
        <CardEntry
          account={isYachtCharter ? 'yacht' : 'default'}
          disabled={processing}
          onChange={setCardState}
          handleRef={(handle) => {
            card.current = handle;
            setReady(handle !== null);
          }}
        />
      </div>
      <div>
        <Switch
          label="Save this card for future payments"
          checked={state.saveCard}
          disabled={processing}
          onChange={(on) => dispatch({ type: 'saveCard', on })}
        />
        {state.saveCard ? (
          <TextField
            id={ids.alias}
            label="Card Name"
            hint="A name to recognise this card by, e.g. Travel card"
            maxLength={MAX_LENGTH.name}
            value={state.cardAliasName}
            disabled={processing}
            error={state.errors.cardAliasName}
            onChange={(event) => dispatch({ type: 'field', field: 'cardAliasName', value: event.target.value })}
            className="mt-2"
          />
        ) : null}
      </div>
      <div
        id={ids.error}
        role="alert"
        className="text-sm font-medium text-red-700 empty:hidden"
        data-testid="payment-error"
      >
        {paymentMessages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      <div className="flex flex-col items-stretch gap-2 tablet:items-end">
        <Button
          id={ids.pay}
          type="submit"
          disabled={disabled}
          busy={processing || validating}
          aria-describedby={!online ? ids.offline : undefined}
          className="tablet:min-w-48"
        >
          {processing ? <Spinner label="Processing payment…" className="size-5 text-white" /> : null}
          Pay {formatMoney(amountCents, currency)}
        </Button>
        {!online ? <OfflineReason id={ids.offline} /> : null}
      </div>
    </form>
  );
}
