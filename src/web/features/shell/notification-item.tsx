// One notification, the same in the bell and on the Notifications page: the
// type's icon, the booking link (#id, with a popover naming the trip on hover or focus), the
// message, the due date (DD/MM/YYYY), the payment link when the viewer may pay, the conversation's
// link for a new message, when it came, and
// the × that dismisses it ('Notification was dismissed.' in its place).
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { Notification } from '../../../shared/contract/notifications.ts';
import { formatCompactDate, formatDueDate, formatRelative } from '../../../shared/domain/dates.ts';
import { notificationPaymentLink } from '../../../shared/domain/notification-kinds.ts';
import { PayLink } from '../../ui/pay-link.tsx';
import { NotificationIcon } from './notification-icon.tsx';

export const DISMISSED_TEXT = 'Notification was dismissed.';

type Props = {
  item: Notification;
  serverNow: string;
  onDismiss: (id: number) => void;
  /** Called when a link inside is followed (the bell closes its panel). */
  onNavigate?: () => void;
};

function BookingLink({ item, onNavigate }: { item: Notification; onNavigate?: () => void }) {
  const popoverId = useId();
  if (item.enquiryId === null) return null;
  return (
    <span className="group relative inline-block">
      <Link
        to="/bookings/$id"
        params={{ id: item.enquiryId }}
        onClick={onNavigate}
        aria-describedby={item.bookingInfo ? popoverId : undefined}
        className="hit-area font-semibold text-brand underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand"
      >
        #{item.enquiryId}
      </Link>
      {item.bookingInfo ? (
        <span
          id={popoverId}
          role="tooltip"
          className="invisible absolute top-full left-0 z-20 mt-1 w-60 rounded-md bg-slate-900 p-3 text-xs text-white shadow-lg group-focus-within:visible group-hover:visible"
        >
          <span className="block font-semibold">{item.bookingInfo.productName}</span>
          <span className="block">{item.bookingInfo.directionName}</span>
          <span className="block">Departing: {formatCompactDate(item.bookingInfo.departure)}</span>
        </span>
      ) : null}
    </span>
  );
}

export function NotificationItem({ item, serverNow, onDismiss, onNavigate }: Props) {
  // Dismissed from its own × (which goes away with it): focus moves to the notice in its place, so
  // it is announced and the next Tab goes on to the next notification, not back to the page's top.
  const [dismissedHere, setDismissedHere] = useState(false);
  if (item.dismissed)
    return (
      <li
        ref={(node) => {
          if (node && dismissedHere && document.activeElement === document.body) node.focus();
        }}
        tabIndex={-1}
        className="px-4 py-3 text-sm text-slate-600 italic outline-offset-[-2px] focus-visible:outline-2 focus-visible:outline-brand"
      >
        {DISMISSED_TEXT}
      </li>
    );
  const pay = item.enquiryId !== null ? notificationPaymentLink(item.type, item.paymentAllowed) : null;
  const due = item.data.paymentDueDateTime;
  return (
    <li className="flex gap-3 px-4 py-3">
      <NotificationIcon type={item.type} priority={item.priority} />
      <div className="min-w-0 flex-1 text-sm">
        <BookingLink item={item} onNavigate={onNavigate} />
        <p className={item.seen ? 'text-slate-700' : 'font-semibold'}>{item.message}</p>
        {due ? <p className="text-slate-700">Due date: {formatDueDate(due)}</p> : null}
        {item.type === 'NewMessage' && item.enquiryId !== null ? (
          <Link
            to="/bookings/$id/messages"
            params={{ id: item.enquiryId }}
            onClick={onNavigate}
            className="mt-1 inline-block font-semibold text-brand underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand touch:inline-flex touch:min-h-11 touch:items-center"
          >
            Read the message
          </Link>
        ) : null}
        {pay && item.enquiryId !== null ? (
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <PayLink
              bookingId={item.enquiryId}
              label={pay.label}
              initializeWith={pay.initializeWith}
              className="inline-flex min-h-9 items-center rounded-md px-3 text-xs font-semibold text-white uppercase touch:min-h-11 touch:px-4"
            />
          </div>
        ) : null}
        <p className="text-xs text-slate-600">
          <time dateTime={item.createdAt}>{formatRelative(item.createdAt, serverNow)}</time>
        </p>
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => {
          setDismissedHere(true);
          onDismiss(item.id);
        }}
        className="-mt-1 size-9 shrink-0 rounded text-xl leading-none touch:size-11 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
