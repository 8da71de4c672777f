// What the date of each time-based notice must be, read from the day the notice came: the date its
// text speaks of. Answers what is wrong with a notice, or null when its date agrees with its type.
const DAY_MS = 86_400_000;
const dayOf = (value: Date) => value.toISOString().slice(0, 10);

type Notice = { bookingId: number | null; type: string; data: { paymentDueDateTime?: string | null }; createdAt: Date };

export function noticeDateDisagreement(notice: Notice): string | null {
  const raised = dayOf(notice.createdAt);
  const tomorrow = dayOf(new Date(notice.createdAt.getTime() + DAY_MS));
  const due = notice.data.paymentDueDateTime ? notice.data.paymentDueDateTime.slice(0, 10) : null;
  const wrong = (rule: string) => `#${notice.bookingId} ${notice.type} raised ${raised} dated ${due}: ${rule}`;
  switch (notice.type) {
    case 'PaymentIsOverdue':
      return due !== null && due <= raised ? null : wrong('an overdue payment was due on or before that day');
    case 'FullPaymentRequired':
      return due !== null && due <= raised ? null : wrong('a balance now due was due on or before that day');
    case 'BookingExpiresTomorrow':
      return due === tomorrow ? null : wrong(`expires tomorrow means ${tomorrow}`);
    case 'FullPaymentRequiredToSecureBooking':
    case 'DepositRequiredToSecureBooking':
      return due !== null && due >= raised ? null : wrong('the day to pay by to secure it is not yet past');
    default:
      return null;
  }
}

/** Every disagreement among `notices` (empty when all agree). */
export const noticeDateDisagreements = (notices: readonly Notice[]) =>
  notices.map(noticeDateDisagreement).filter((found) => found !== null);
