// The payment form's state and its transitions. Pure: the dialog dispatches, the amount rules come
// from shared/domain.
import { DateTime } from 'luxon';
import type { Booking } from '../../../../shared/contract/bookings.ts';
import { type Payment, paymentMessages } from '../../../../shared/contract/payments.ts';
import {
  type AmountOption,
  amountErrors,
  customAmountCents,
  defaultDepositCount,
  depositAmountCents,
  fullAmountCents,
  fullPaymentForced,
  initialPreset,
  type PayableBooking,
  type PaymentPreset,
  parseDepositCount,
} from '../../../../shared/domain/payment-amounts.ts';

export type PaymentStep = 'amount' | 'enroll' | 'success';
export type PaymentMethodKind = 'card' | 'bank';
/** 'card': the card fields' provider message; 'payment': why the last payment attempt failed. */
export type FormField = 'amount' | 'cardholderName' | 'cardAliasName' | 'termsAccepted' | 'card' | 'payment';
export type FormErrors = Partial<Record<FormField, string[]>>;

export type PaymentFormState = {
  currentStep: PaymentStep;
  paymentPresetType: PaymentPreset;
  paymentAmountOption: AmountOption;
  depositCount: number;
  /** The Custom Amount as typed; cents come from customAmountCents. */
  customAmount: string;
  /** Amount messages show once the amount was changed or CHOOSE PAYMENT METHOD was pressed. */
  amountTouched: boolean;
  method: PaymentMethodKind;
  termsAccepted: boolean;
  termsDeclined: boolean;
  cardholderName: string;
  cardAliasName: string;
  saveCard: boolean;
  /** Saved cards are switched off inside the payment form: always null. */
  creditCardId: null;
  /** Empty: the server spreads the payment over every travelling passenger. */
  recipients: number[];
  paymentBeingProcessed: boolean;
  errors: FormErrors;
  completedPayment: Payment | null;
};

export type PaymentFormAction =
  | { type: 'preset'; preset: 'deposit' | 'full' }
  | { type: 'depositCount'; value: string }
  | { type: 'amountOption'; option: AmountOption }
  | { type: 'customAmount'; value: string }
  | { type: 'chooseMethod' }
  | { type: 'changeAmount' }
  | { type: 'method'; method: PaymentMethodKind }
  | { type: 'acceptTerms' }
  | { type: 'declineTerms' }
  | { type: 'field'; field: 'cardholderName' | 'cardAliasName'; value: string }
  | { type: 'saveCard'; on: boolean }
  | { type: 'errors'; errors: FormErrors }
  | { type: 'processing' }
  | { type: 'failed'; errors: FormErrors }
  | { type: 'succeeded'; payment: Payment }
  | { type: 'reset'; initial: PaymentFormState };

/** The booking as the amount rules see it. */
export function payableOf(booking: Booking): PayableBooking {
  return {
    totalCents: booking.totalCents,
    paidCents: booking.paidCents,
    depositRemainingCents: booking.depositRemainingCents,
    depositPerPassengerCents: booking.depositPerPassengerCents,
    isCharter: booking.isCharter,
    paymentDueDate: booking.paymentDueDate,
    currencyCode: booking.currencyCode,
    travellingPassengers: booking.passengers.filter((p) => p.passengerStatus !== 'cancelled').length,
  };
}

/** The server's date (UTC, as the server's own rules read it) from /customer/me's serverNow. */
export function serverToday(serverNow: string): string {
  return DateTime.fromISO(serverNow, { zone: 'utc' }).toISODate() ?? serverNow.slice(0, 10);
}

export function initialFormState(
  b: PayableBooking,
  today: string,
  requested?: 'fullPayment' | 'deposit',
): PaymentFormState {
  const preset = initialPreset(b, today, requested);
  return {
    currentStep: 'amount',
    paymentPresetType: preset,
    // The dialog opens on what the booking needs: the deposits still owed, or on Full the whole
    // remaining amount. Choosing Full on the toggle later starts from zero (spec).
    paymentAmountOption: preset === 'full' ? 'remaining' : 'custom',
    depositCount: defaultDepositCount(b),
    customAmount: '',
    amountTouched: false,
    method: 'card',
    termsAccepted: false,
    termsDeclined: false,
    cardholderName: '',
    cardAliasName: '',
    saveCard: false,
    creditCardId: null,
    recipients: [],
    paymentBeingProcessed: false,
    errors: {},
    completedPayment: null,
  };
}

/** What the form pays now, in cents. */
export function amountCentsOf(state: PaymentFormState, b: PayableBooking): number {
  if (state.paymentPresetType === 'deposit') return depositAmountCents(b, state.depositCount);
  return fullAmountCents(b, state.paymentAmountOption, customAmountCents(state.customAmount));
}

export function amountMessages(state: PaymentFormState, b: PayableBooking): string[] {
  return amountErrors(amountCentsOf(state, b), b);
}

/** The Deposit / Full toggle shows unless the deposit is paid or full payment is required. */
export const showPresetToggle = (b: PayableBooking, today: string) => !fullPaymentForced(b, today);

/** The remaining deposit the group owes, said only where a deposit can be chosen; else null. */
export const owedDepositCents = (b: PayableBooking, today: string) =>
  b.depositRemainingCents > 0 && showPresetToggle(b, today) ? b.depositRemainingCents : null;

const withoutError = (errors: FormErrors, field: FormField): FormErrors => {
  const { [field]: _gone, ...rest } = errors;
  return rest;
};

/** The card form's own checks before anything is sent. */
export function cardFormErrors(state: PaymentFormState): FormErrors {
  const errors: FormErrors = {};
  if (state.cardholderName.trim() === '') errors.cardholderName = [paymentMessages.cardholderRequired];
  if (state.saveCard && state.cardAliasName.trim() === '') errors.cardAliasName = [paymentMessages.cardNameRequired];
  if (!state.termsAccepted) errors.termsAccepted = [paymentMessages.termsRequired];
  return errors;
}

/**
 * The reducer for a given booking and server date. Steps never change while a payment is being
 * processed; the form fields are frozen too, so what is sent is what is shown.
 */
export function createPaymentFormReducer(b: PayableBooking, today: string) {
  return function reduce(state: PaymentFormState, action: PaymentFormAction): PaymentFormState {
    if (state.paymentBeingProcessed && !['failed', 'succeeded', 'errors'].includes(action.type)) return state;
    switch (action.type) {
      case 'preset':
        if (fullPaymentForced(b, today) && action.preset === 'deposit') return state;
        // Preset Full: amount zero, option custom.
        return action.preset === 'full'
          ? {
              ...state,
              paymentPresetType: 'full',
              paymentAmountOption: 'custom',
              customAmount: '',
              amountTouched: false,
              errors: withoutError(state.errors, 'amount'),
            }
          : {
              ...state,
              paymentPresetType: 'deposit',
              amountTouched: false,
              errors: withoutError(state.errors, 'amount'),
            };
      case 'depositCount':
        return { ...state, depositCount: parseDepositCount(action.value), amountTouched: true };
      case 'amountOption':
        return { ...state, paymentAmountOption: action.option, amountTouched: action.option === 'remaining' };
      case 'customAmount':
        return { ...state, customAmount: action.value, amountTouched: true };
      case 'chooseMethod': {
        const messages = amountMessages(state, b);
        if (messages.length > 0)
          return { ...state, amountTouched: true, errors: { ...state.errors, amount: messages } };
        return { ...state, currentStep: 'enroll', errors: withoutError(state.errors, 'amount') };
      }
      case 'changeAmount':
        return state.currentStep === 'enroll' ? { ...state, currentStep: 'amount' } : state;
      case 'method':
        return { ...state, method: action.method };
      case 'acceptTerms':
        return {
          ...state,
          termsAccepted: true,
          termsDeclined: false,
          errors: withoutError(state.errors, 'termsAccepted'),
        };
      case 'declineTerms':
        return {
          ...state,
          termsAccepted: false,
          termsDeclined: true,
          errors: { ...state.errors, termsAccepted: [paymentMessages.termsRequired] },
        };
      case 'field':
        return { ...state, [action.field]: action.value, errors: withoutError(state.errors, action.field) };
      case 'saveCard':
        return {
          ...state,
          saveCard: action.on,
          cardAliasName: action.on ? state.cardAliasName : '',
          errors: withoutError(state.errors, 'cardAliasName'),
        };
      case 'errors':
        return { ...state, errors: action.errors };
      case 'processing':
        return { ...state, paymentBeingProcessed: true, errors: {} };
      case 'failed':
        // A failed payment stops processing and keeps the errors.
        return { ...state, paymentBeingProcessed: false, errors: action.errors };
      case 'succeeded':
        // Success clears the terms acceptance and stops processing.
        return {
          ...state,
          currentStep: 'success',
          paymentBeingProcessed: false,
          termsAccepted: false,
          errors: {},
          completedPayment: action.payment,
        };
      case 'reset':
        return action.initial;
    }
  };
}
