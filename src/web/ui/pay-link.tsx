// The way into the payment dialog (PAY NOW, the status bar's and the notifications' 'Pay now' /
// 'Pay deposit'). Paying needs the network: offline it is a disabled button with the reason beside
// it, and it comes back with the connection.
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { OfflineReason } from '../offline/offline-reason.tsx';
import { useOnline } from '../offline/online-status.ts';

type Props = {
  bookingId: number;
  label: string;
  initializeWith?: 'fullPayment' | 'deposit';
  /** Size and spacing; the colours come from here. */
  className: string;
};

export function PayLink({ bookingId, label, initializeWith, className }: Props) {
  const online = useOnline();
  const offlineId = useId();
  if (online) {
    return (
      <Link
        to="/bookings/$id/new_payment"
        params={{ id: bookingId }}
        search={initializeWith ? { initializeWith } : {}}
        className={`${className} bg-brand hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand`}
      >
        {label}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        disabled
        aria-describedby={offlineId}
        className={`${className} cursor-not-allowed bg-slate-400`}
      >
        {label}
      </button>
      <OfflineReason id={offlineId} className="basis-full" />
    </>
  );
}
