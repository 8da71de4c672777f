import type { Booking } from '../../../../shared/contract/bookings.ts';

/** The texts for the two disabled statuses, shown above the greyed-out booking. */
export const DISABLED_TEXT = {
  expired: 'Unfortunately your booking has expired',
  cancelled: 'Your booking has been cancelled',
} as const;

export function DisabledNotice({ status }: { status: Booking['status'] }) {
  if (status !== 'expired' && status !== 'cancelled') return null;
  return (
    <div
      className="mb-6 rounded-md border-2 border-slate-400 bg-slate-100 p-4 tablet:p-5"
      data-testid="disabled-notice"
    >
      <p className="text-xl font-bold text-slate-900">{DISABLED_TEXT[status]}</p>
      <p className="mt-1 text-slate-700">
        The details below are kept for your records. Messages and payments are still available from the menu above.
      </p>
    </div>
  );
}
