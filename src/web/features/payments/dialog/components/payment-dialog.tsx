// The payment dialog over the booking: Make Payment with the Amount and Enroll steps, Payment
// Successful on the Success step. It cannot be closed while a payment is being processed; closing
// from Success clears the form (the route unmounts it). Portalled to <body> so that printing the
// receipt prints only it.
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Booking } from '../../../../../shared/contract/bookings.ts';
import { Dialog } from '../../../../ui/dialog.tsx';
import '../../components/print-document.css';
import type { CardEntryHandle } from '../../card-entry/card-entry-types.ts';
import { paymentConfigQuery } from '../../card-entry/payment-config-query.ts';
import {
  amountCentsOf,
  createPaymentFormReducer,
  initialFormState,
  payableOf,
  serverToday,
} from '../payment-form-state.ts';
import { useCardPayment } from '../use-card-payment.ts';
import { AmountStep } from './amount-step.tsx';
import { BankPanel } from './bank-panel.tsx';
import { CardForm } from './card-form.tsx';
import { EnrollStep } from './enroll-step.tsx';
import { SuccessStep } from './success-step.tsx';

type Props = {
  booking: Booking;
  /** The server's now (from /customer/me): the due-date rule never reads the device clock. */
  serverNow: string;
  initializeWith?: 'fullPayment' | 'deposit';
  onClose: () => void;
  onPaid: () => Promise<void> | void;
};

export function PaymentDialog({ booking, serverNow, initializeWith, onClose, onPaid }: Props) {
  // The rules read the booking as it was when the dialog opened: a refetch after paying must not
  // reshuffle the form under the Success step.
  const [{ b, today }] = useState(() => ({ b: payableOf(booking), today: serverToday(serverNow) }));
  const reduce = useMemo(() => createPaymentFormReducer(b, today), [b, today]);
  const [state, dispatch] = useReducer(reduce, undefined, () => initialFormState(b, today, initializeWith));
  const card = useRef<CardEntryHandle | null>(null);
  // The card provider is asked for while the traveller chooses the amount and reads the terms, so the
  // card fields are there, not a placeholder, when the card step opens.
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(paymentConfigQuery());
  }, [queryClient]);
  const amountCents = amountCentsOf(state, b);
  const { pay, validating } = useCardPayment({
    bookingId: booking.id,
    state,
    dispatch,
    card,
    onPaid,
    body: () => ({
      cardholderName: state.cardholderName.trim(),
      cardAliasName: state.saveCard ? state.cardAliasName.trim() : null,
      saveCard: state.saveCard,
      creditCardId: null,
      currency: b.currencyCode,
      recipients: state.recipients,
      enquiryId: booking.id,
      amountCents,
      termsAccepted: state.termsAccepted,
    }),
  });
  // Focus follows the step once the dialog is in use (on opening, the dialog places it itself).
  const previousStep = useRef(state.currentStep);
  const stepChanged = previousStep.current !== state.currentStep;
  previousStep.current = state.currentStep;
  const focusStep = useRef(false);
  if (stepChanged) focusStep.current = true;

  const close = () => {
    if (!state.paymentBeingProcessed) onClose();
  };

  let content: ReactNode;
  if (state.currentStep === 'success' && state.completedPayment) {
    content = <SuccessStep payment={state.completedPayment} productName={booking.productName} onClose={close} />;
  } else if (state.currentStep === 'enroll') {
    content = (
      <EnrollStep
        state={state}
        dispatch={dispatch}
        amountCents={amountCents}
        currency={b.currencyCode}
        termsTemplate={booking.termsTemplate}
        focusOnMount={focusStep.current}
        cardForm={
          <CardForm
            state={state}
            dispatch={dispatch}
            amountCents={amountCents}
            currency={b.currencyCode}
            isYachtCharter={booking.isYachtCharter}
            card={card}
            validating={validating}
            onPay={pay}
          />
        }
        bankPanel={
          <BankPanel
            bookingId={booking.id}
            amountCents={amountCents}
            currency={b.currencyCode}
            recipients={state.recipients}
            bankTransferTemplate={booking.bankTransferTemplate}
          />
        }
      />
    );
  } else {
    content = (
      <AmountStep state={state} dispatch={dispatch} booking={b} today={today} focusOnMount={focusStep.current} />
    );
  }

  return createPortal(
    <div data-print-root="">
      <Dialog
        open
        onClose={close}
        title={state.currentStep === 'success' ? 'Payment Successful' : 'Make Payment'}
        widthClass="max-w-xl"
      >
        <div data-step={state.currentStep} aria-busy={state.paymentBeingProcessed || undefined}>
          {content}
        </div>
      </Dialog>
    </div>,
    document.body,
  );
}
