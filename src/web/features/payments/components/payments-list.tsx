// RECENT PAYMENTS of a booking: the list, its placeholders, the empty notice, a load failure with
// retry, and one print-invoice dialog for the chosen payment.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BookingSummary } from '../../../../shared/contract/bookings.ts';
import type { Payment } from '../../../../shared/contract/payments.ts';
import { paymentsQuery } from '../api/payment-queries.ts';
import { Invoice } from './invoice.tsx';
import { PaymentRow } from './payment-row.tsx';
import { PaymentsSkeleton } from './payments-skeleton.tsx';
import { PrintDocumentDialog } from './print-document-dialog.tsx';
import { QueryStates } from '../../../ui/query-states.tsx';
import { SkeletonBlock } from '../../../ui/skeleton.tsx';

export const NO_PAYMENTS_TEXT = "You haven't made any payments.";

/** The booking the documents are about: its brand is their letterhead (undefined while it loads). */
type Props = { bookingId: number; booking: Pick<BookingSummary, 'brand' | 'productName'> | undefined };

export function PaymentsList({ bookingId, booking }: Props) {
  const payments = useQuery(paymentsQuery(bookingId));
  const [printing, setPrinting] = useState<Payment | null>(null);

  return (
    <QueryStates query={payments} what="payments" failedWhat="your payments" placeholder={<PaymentsSkeleton />}>
      {(data) =>
        data.length === 0 ? (
          <p className="rounded-md bg-white p-4 text-slate-700 ring-1 ring-slate-200">{NO_PAYMENTS_TEXT}</p>
        ) : (
          <>
            <ul aria-label="Payments" className="flex flex-col gap-3">
              {data.map((payment) => (
                <PaymentRow key={payment.id} payment={payment} onPrint={setPrinting} />
              ))}
            </ul>
            <PrintDocumentDialog open={printing !== null} onClose={() => setPrinting(null)} title="Invoice">
              {printing && booking ? <Invoice payment={printing} booking={booking} /> : null}
              {printing && !booking ? <SkeletonBlock className="p-4" label="Loading the booking…" /> : null}
            </PrintDocumentDialog>
          </>
        )
      }
    </QueryStates>
  );
}
