// The Amount step: the remaining deposit owed (only where a deposit can be chosen), the Deposit /
// Full amount toggle (hidden when full payment is forced), the deposit count or the charter's fixed
// deposit, the Custom / Remaining amount, the amount messages, and CHOOSE PAYMENT METHOD.
import { type Dispatch, useId, useState } from 'react';
import { formatMoney } from '../../../../../shared/domain/money.ts';
import { type PayableBooking, remainingCents } from '../../../../../shared/domain/payment-amounts.ts';
import { Button } from '../../../../ui/button.tsx';
import { TextField } from '../../../../ui/field.tsx';
import {
  amountCentsOf,
  amountMessages,
  type PaymentFormAction,
  owedDepositCents,
  type PaymentFormState,
  showPresetToggle,
} from '../payment-form-state.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { StepHeading } from './step-heading.tsx';

type Props = {
  state: PaymentFormState;
  dispatch: Dispatch<PaymentFormAction>;
  booking: PayableBooking;
  today: string;
  focusOnMount: boolean;
};

export function AmountStep({ state, dispatch, booking, today, focusOnMount }: Props) {
  const money = (cents: number) => formatMoney(cents, booking.currencyCode);
  const errorsId = useId();
  const messages = state.amountTouched ? amountMessages(state, booking) : [];
  const amount = amountCentsOf(state, booking);
  const owedDeposit = owedDepositCents(booking, today);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        dispatch({ type: 'chooseMethod' });
      }}
      className="flex flex-col gap-5"
    >
      <StepHeading focusOnMount={focusOnMount}>How much would you like to pay?</StepHeading>
      {owedDeposit !== null ? (
        <p className="rounded-md bg-sky-50 px-3 py-2 text-slate-900 ring-1 ring-sky-200">
          Your group currently owes a remaining deposit of <strong>{money(owedDeposit)}</strong>.
        </p>
      ) : null}
      {showPresetToggle(booking, today) ? (
        <ChoiceGroup
          legend="Payment type"
          choices={[
            { value: 'deposit', label: 'Deposit' },
            { value: 'full', label: 'Full amount' },
          ]}
          value={state.paymentPresetType === 'deposit' ? 'deposit' : 'full'}
          onChange={(preset) => dispatch({ type: 'preset', preset })}
        />
      ) : null}
      {state.paymentPresetType === 'deposit' ? (
        <DepositView
          state={state}
          dispatch={dispatch}
          booking={booking}
          errorsId={errorsId}
          invalid={messages.length > 0}
        />
      ) : (
        <FullView
          state={state}
          dispatch={dispatch}
          booking={booking}
          errorsId={errorsId}
          invalid={messages.length > 0}
        />
      )}
      <div id={errorsId} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 tablet:flex-row tablet:items-center tablet:justify-between">
        <p className="text-slate-800">
          {/* An amount the form refuses is not shown rounded as if it were taken. */}
          Amount to pay:{' '}
          {messages.length > 0 ? (
            <strong>
              <span aria-hidden="true">—</span>
              <span className="sr-only">none until the amount is valid</span>
            </strong>
          ) : (
            <strong className="tabular-nums">{money(amount)}</strong>
          )}
        </p>
        <Button type="submit">CHOOSE PAYMENT METHOD</Button>
      </div>
    </form>
  );
}

type ViewProps = {
  state: PaymentFormState;
  dispatch: Dispatch<PaymentFormAction>;
  booking: PayableBooking;
  errorsId: string;
  invalid: boolean;
};

function DepositView({ state, dispatch, booking, errorsId, invalid }: ViewProps) {
  const money = (cents: number) => formatMoney(cents, booking.currencyCode);
  // What is typed stays as typed (an emptied box stays empty); the form counts a non-number as 0.
  const [typed, setTyped] = useState(String(state.depositCount));
  if (booking.isCharter) {
    return (
      <div className="rounded-md bg-slate-50 px-3 py-3 ring-1 ring-slate-200" data-testid="charter-deposit">
        <p className="text-sm font-semibold text-slate-700">Charter deposit</p>
        <p className="text-lg font-bold tabular-nums">{money(booking.depositRemainingCents)}</p>
      </div>
    );
  }
  return (
    <TextField
      label="Number of deposits"
      hint={`${money(booking.depositPerPassengerCents)} deposit per passenger`}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      value={typed}
      aria-invalid={invalid || undefined}
      aria-errormessage={invalid ? errorsId : undefined}
      onChange={(event) => {
        setTyped(event.target.value);
        dispatch({ type: 'depositCount', value: event.target.value });
      }}
      className="max-w-xs"
    />
  );
}

function FullView({ state, dispatch, booking, errorsId, invalid }: ViewProps) {
  const money = (cents: number) => formatMoney(cents, booking.currencyCode);
  return (
    <div className="flex flex-col gap-4">
      <ChoiceGroup
        legend="Amount"
        choices={[
          { value: 'custom', label: 'Custom Amount' },
          { value: 'remaining', label: 'Remaining Amount' },
        ]}
        value={state.paymentAmountOption}
        onChange={(option) => dispatch({ type: 'amountOption', option })}
      />
      {state.paymentAmountOption === 'custom' ? (
        <TextField
          label={`Amount in ${booking.currencyCode}`}
          hint={`Up to ${money(remainingCents(booking))}`}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          placeholder="0.00"
          value={state.customAmount}
          aria-invalid={invalid || undefined}
          aria-errormessage={invalid ? errorsId : undefined}
          onChange={(event) => dispatch({ type: 'customAmount', value: event.target.value })}
          className="max-w-xs"
        />
      ) : (
        <p className="text-slate-800">
          Remaining amount: <strong className="tabular-nums">{money(remainingCents(booking))}</strong>
        </p>
      )}
    </div>
  );
}
