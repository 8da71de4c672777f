// The two calls the payment dialog makes: POST .../payments with an
// Idempotency-Key, and POST .../pending_payments for a bank-transfer code. Keys start with
// 'payments', so nothing here is ever persisted to IndexedDB.
import { queryOptions } from '@tanstack/react-query';
import {
  IDEMPOTENCY_HEADER,
  type PaymentRequest,
  paymentAnswer,
  paymentPaths,
  pendingPaymentAnswer,
} from '../../../../shared/contract/payments.ts';
import type { CurrencyCode } from '../../../../shared/domain/money.ts';
import { api } from '../../../lib/api-client.ts';
import { paymentKeys } from '../api/payment-queries.ts';

export function postPayment(bookingId: number, payment: PaymentRequest, idempotencyKey: string) {
  return api('post', paymentPaths.create(bookingId), paymentAnswer, {
    json: { payment },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export type PendingPaymentInput = {
  bookingId: number;
  amountCents: number;
  currency: CurrencyCode;
  recipients: number[];
};

/**
 * The bank-transfer code for one amount. A query (not a mutation) so that going back and forth
 * between the methods shows the same code instead of creating another one; it never refetches
 * by itself and is dropped soon after the panel closes.
 */
export const bankCodeQuery = ({ bookingId, amountCents, currency, recipients }: PendingPaymentInput) =>
  queryOptions({
    queryKey: [...paymentKeys.all, 'pending-code', bookingId, amountCents, currency, recipients] as const,
    queryFn: () =>
      api('post', paymentPaths.pending(bookingId), pendingPaymentAnswer, {
        json: {
          pendingPayment: { currency, recipients, enquiryId: bookingId, amountCents, termsAccepted: true },
        },
      }),
    select: (answer) => answer.code,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
