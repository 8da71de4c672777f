// The bank-transfer panel: reaching it creates a pending payment
// whose code is the payment description code; the important note; the operator's bank text (plain
// text, paragraphs kept). Creating the code needs the network: offline it waits, saying why.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { CurrencyCode } from '../../../../../shared/domain/money.ts';
import { useOnline } from '../../../../offline/online-status.ts';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { bankCodeQuery } from '../payment-api.ts';
import { OfflineReason } from '../../../../offline/offline-reason.tsx';

/** Shown in place of the code when it could not be created, in the product's exact words (typo included). */
export const PAYMENT_CODE_FAILED = 'Error occured, please reload the page.';

type Props = {
  bookingId: number;
  amountCents: number;
  currency: CurrencyCode;
  recipients: number[];
  bankTransferTemplate: string | null;
};

export function BankPanel({ bookingId, amountCents, currency, recipients, bankTransferTemplate }: Props) {
  const online = useOnline();
  const code = useQuery({ ...bankCodeQuery({ bookingId, amountCents, currency, recipients }), enabled: online });
  const offlineId = useId();
  return (
    <section aria-labelledby="bank-panel-heading" className="flex flex-col gap-4" data-testid="bank-panel">
      <h4 id="bank-panel-heading" className="font-semibold text-slate-900">
        Bank Transfer
      </h4>
      <div className="rounded-md bg-slate-50 px-3 py-3 ring-1 ring-slate-200">
        <p className="text-sm font-semibold text-slate-700">Payment description code</p>
        <div aria-live="polite" className="mt-1 min-h-8">
          {code.isSuccess ? (
            <p className="font-mono text-xl font-bold tracking-wider text-slate-900" data-testid="payment-code">
              {code.data}
            </p>
          ) : code.isError ? (
            <p role="alert" className="font-medium text-red-700" data-testid="payment-code">
              {PAYMENT_CODE_FAILED}
            </p>
          ) : !online ? (
            <OfflineReason id={offlineId} />
          ) : (
            <div role="status">
              <span className="sr-only">Creating your payment description code…</span>
              <Skeleton className="h-7 w-48" />
            </div>
          )}
        </div>
      </div>
      <p className="rounded-md border-l-4 border-amber-600 bg-amber-50 px-3 py-2 text-slate-900">
        <strong>Important:</strong> quote this payment description code as the reference of your bank transfer, so we
        can match the payment to your booking. Transfers without it can take much longer to reach your booking.
      </p>
      {bankTransferTemplate ? (
        <div className="whitespace-pre-line text-slate-800" data-testid="bank-transfer-template">
          {bankTransferTemplate}
        </div>
      ) : null}
    </section>
  );
}
