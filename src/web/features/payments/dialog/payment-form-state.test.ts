import { describe, expect, it } from 'vitest';
import type { Payment } from '../../../../shared/contract/payments.ts';
import type { PayableBooking } from '../../../../shared/domain/payment-amounts.ts';
import {
  amountCentsOf,
  cardFormErrors,
  createPaymentFormReducer,
  initialFormState,
  owedDepositCents,
  type PaymentFormAction,
  type PaymentFormState,
  serverToday,
  showPresetToggle,
} from './payment-form-state.ts';

const booking: PayableBooking = {
  totalCents: 500_000,
  paidCents: 50_000,
  depositRemainingCents: 50_000,
  depositPerPassengerCents: 50_000,
  isCharter: false,
  paymentDueDate: '2027-01-10',
  currencyCode: 'EUR',
  travellingPassengers: 2,
};
const today = '2026-11-21';
const payment = { id: 9, amountCents: 50_000 } as Payment;

function run(actions: PaymentFormAction[], b = booking, start = initialFormState(b, today)): PaymentFormState {
  const reduce = createPaymentFormReducer(b, today);
  return actions.reduce(reduce, start);
}

describe('opening the dialog', () => {
  it('opens at Amount on the deposit, with the deposits still owed', () => {
    const state = initialFormState(booking, today);
    expect(state.currentStep).toBe('amount');
    expect(state.paymentPresetType).toBe('deposit');
    expect(state.depositCount).toBe(1);
    expect(amountCentsOf(state, booking)).toBe(50_000);
    expect(state.creditCardId).toBeNull();
  });
  it('initializeWith=fullPayment opens on Full at the remaining amount', () => {
    const state = initialFormState(booking, today, 'fullPayment');
    expect(state.paymentPresetType).toBe('full');
    expect(state.paymentAmountOption).toBe('remaining');
    expect(amountCentsOf(state, booking)).toBe(450_000);
  });
  it('full payment forced (due date passed): opens at what the booking needs, no deposit sentence', () => {
    // As booking 40002: deposit unpaid, due date passed, the whole amount needed.
    const forced = { ...booking, paidCents: 0, depositRemainingCents: 80_000, paymentDueDate: '2026-11-14' };
    const state = initialFormState(forced, today);
    expect(amountCentsOf(state, forced)).toBe(500_000);
    expect(owedDepositCents(forced, today)).toBeNull();
    expect(owedDepositCents(booking, today)).toBe(50_000);
    expect(owedDepositCents({ ...booking, depositRemainingCents: 0 }, today)).toBeNull();
  });
  it('one travelling passenger pre-selects Full', () => {
    expect(initialFormState({ ...booking, travellingPassengers: 1 }, today, 'deposit').paymentPresetType).toBe('full');
  });
  it('Full is forced on the due date or once the deposit is paid, and the toggle hides', () => {
    const due = { ...booking, paymentDueDate: today };
    expect(initialFormState(due, today, 'deposit').paymentPresetType).toBe('full');
    expect(showPresetToggle(due, today)).toBe(false);
    const paid = { ...booking, depositRemainingCents: 0 };
    expect(initialFormState(paid, today).paymentPresetType).toBe('full');
    expect(showPresetToggle(paid, today)).toBe(false);
    expect(showPresetToggle(booking, today)).toBe(true);
    // And Deposit cannot be chosen then.
    expect(run([{ type: 'preset', preset: 'deposit' }], due, initialFormState(due, today)).paymentPresetType).toBe(
      'full',
    );
  });
  it("the server's date is the UTC day of serverNow", () => {
    expect(serverToday('2026-11-21T23:30:00.000Z')).toBe('2026-11-21');
    expect(serverToday('2026-11-22T01:30:00+03:00')).toBe('2026-11-21');
  });
});

describe('amounts', () => {
  it('deposit count: integer, non-number counts as 0', () => {
    expect(amountCentsOf(run([{ type: 'depositCount', value: '3' }]), booking)).toBe(150_000);
    expect(amountCentsOf(run([{ type: 'depositCount', value: 'x' }]), booking)).toBe(0);
  });
  it('charters pay the remaining deposit', () => {
    const charter = { ...booking, isCharter: true, depositRemainingCents: 120_000, depositPerPassengerCents: 0 };
    expect(amountCentsOf(initialFormState(charter, today), charter)).toBe(120_000);
  });
  it('Full: custom amount x100 into cents, or the remaining amount', () => {
    const custom = run([
      { type: 'preset', preset: 'full' },
      { type: 'customAmount', value: '123.45' },
    ]);
    expect(amountCentsOf(custom, booking)).toBe(12_345);
    const remaining = run([
      { type: 'preset', preset: 'full' },
      { type: 'amountOption', option: 'remaining' },
    ]);
    expect(amountCentsOf(remaining, booking)).toBe(450_000);
  });
  it('choosing Full again resets to custom and zero', () => {
    const state = run([
      { type: 'preset', preset: 'full' },
      { type: 'amountOption', option: 'remaining' },
      { type: 'preset', preset: 'deposit' },
      { type: 'preset', preset: 'full' },
    ]);
    expect(state.paymentAmountOption).toBe('custom');
    expect(amountCentsOf(state, booking)).toBe(0);
  });
});

describe('steps', () => {
  it('moves to Enroll only with a valid amount, showing the amount message otherwise', () => {
    const low = run([
      { type: 'preset', preset: 'full' },
      { type: 'customAmount', value: '0.99' },
      { type: 'chooseMethod' },
    ]);
    expect(low.currentStep).toBe('amount');
    expect(low.errors.amount).toEqual(['Minimal payment is €1.00']);
    const high = run([
      { type: 'preset', preset: 'full' },
      { type: 'customAmount', value: '4500.01' },
      { type: 'chooseMethod' },
    ]);
    expect(high.currentStep).toBe('amount');
    expect(high.errors.amount).toEqual(['Total amount is larger than remaining amount']);
    const ok = run([
      { type: 'preset', preset: 'full' },
      { type: 'customAmount', value: '4500' },
      { type: 'chooseMethod' },
    ]);
    expect(ok.currentStep).toBe('enroll');
    expect(ok.errors.amount).toBeUndefined();
  });
  it('Change Amount goes back to Amount', () => {
    expect(run([{ type: 'chooseMethod' }, { type: 'changeAmount' }]).currentStep).toBe('amount');
  });
  it('nothing changes while a payment is processing, except its outcome', () => {
    const processing = run([{ type: 'chooseMethod' }, { type: 'acceptTerms' }, { type: 'processing' }]);
    expect(processing.paymentBeingProcessed).toBe(true);
    const reduce = createPaymentFormReducer(booking, today);
    expect(reduce(processing, { type: 'changeAmount' })).toBe(processing);
    expect(reduce(processing, { type: 'method', method: 'bank' })).toBe(processing);
    expect(reduce(processing, { type: 'field', field: 'cardholderName', value: 'x' })).toBe(processing);
    expect(reduce(processing, { type: 'declineTerms' })).toBe(processing);
  });
  it('a failed payment stops processing and keeps the errors', () => {
    const failed = run([
      { type: 'chooseMethod' },
      { type: 'acceptTerms' },
      { type: 'processing' },
      { type: 'failed', errors: { card: ['Your card was declined.'] } },
    ]);
    expect(failed.paymentBeingProcessed).toBe(false);
    expect(failed.currentStep).toBe('enroll');
    expect(failed.errors).toEqual({ card: ['Your card was declined.'] });
    expect(failed.termsAccepted).toBe(true);
  });
  it('success shows the Success step, clears the terms acceptance and stops processing', () => {
    const done = run([
      { type: 'chooseMethod' },
      { type: 'acceptTerms' },
      { type: 'processing' },
      { type: 'succeeded', payment },
    ]);
    expect(done.currentStep).toBe('success');
    expect(done.termsAccepted).toBe(false);
    expect(done.paymentBeingProcessed).toBe(false);
    expect(done.completedPayment).toBe(payment);
  });
  it('reset (closing from Success) clears the form', () => {
    const initial = initialFormState(booking, today);
    const done = run([{ type: 'chooseMethod' }, { type: 'acceptTerms' }, { type: 'succeeded', payment }]);
    expect(run([{ type: 'reset', initial }], booking, done)).toEqual(initial);
  });
});

describe('terms and the card form', () => {
  it("DON'T ACCEPT says the terms must be agreed to; ACCEPT clears it", () => {
    const declined = run([{ type: 'chooseMethod' }, { type: 'declineTerms' }]);
    expect(declined.termsAccepted).toBe(false);
    expect(declined.errors.termsAccepted).toEqual(['You have to agree to the Terms & Conditions']);
    expect(run([{ type: 'acceptTerms' }], booking, declined).errors.termsAccepted).toBeUndefined();
  });
  it('cardholder name is required; the card name only when saving the card', () => {
    const accepted = run([{ type: 'acceptTerms' }]);
    expect(cardFormErrors(accepted)).toEqual({ cardholderName: ['Cardholder Name is required'] });
    const saving = run(
      [
        { type: 'field', field: 'cardholderName', value: 'Olivia' },
        { type: 'saveCard', on: true },
      ],
      booking,
      accepted,
    );
    expect(cardFormErrors(saving)).toEqual({ cardAliasName: ['Card Name is required'] });
    const named = run([{ type: 'field', field: 'cardAliasName', value: 'Travel card' }], booking, saving);
    expect(cardFormErrors(named)).toEqual({});
    expect(cardFormErrors(run([{ type: 'saveCard', on: false }], booking, saving))).toEqual({});
  });
  it('typing into a field clears its error', () => {
    const withError = run([{ type: 'errors', errors: { cardholderName: ['Cardholder Name is required'] } }]);
    expect(run([{ type: 'field', field: 'cardholderName', value: 'O' }], booking, withError).errors).toEqual({});
  });
});
