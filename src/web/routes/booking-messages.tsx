// MESSAGES of a booking (/bookings/{id}/messages): the recipient
// panel, the BOOKING CONVERSATION polled every 10 seconds, and the composer (online only).
import { useQuery } from '@tanstack/react-query';
import { BRANDS } from '../../shared/domain/brands.ts';
import { bookingQuery } from '../features/bookings/api/booking-queries.ts';
import { messageThreadQuery } from '../features/messages/api/message-queries.ts';
import { MessageComposer } from '../features/messages/components/message-composer.tsx';
import { MessageThread } from '../features/messages/components/message-thread.tsx';
import { RecipientPanel } from '../features/messages/components/recipient-panel.tsx';
import { useSession } from '../features/session/api.ts';
import { currentBrand } from '../lib/brand.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { BookingFrame } from './booking-frame.tsx';
import { useBookingId } from './use-booking-id.ts';

export function BookingMessagesPage() {
  const id = useBookingId();
  usePageTitle(`Messages - #${id}`);
  const thread = useQuery(messageThreadQuery(id));
  const session = useSession();
  const ownCustomerId = session.state === 'signed-in' ? session.current.customer.id : undefined;
  // The operator's staff answer for the booking's own brand (a tour booked on the cruise host is the
  // tour company's conversation); the host's brand is the stand-in while the booking loads.
  const { data: booking } = useQuery(bookingQuery(id));
  const company = booking ? BRANDS[booking.brand].company : currentBrand().company;
  return (
    <BookingFrame id={id}>
      <h1 className="mb-4 text-2xl font-bold tracking-wide">MESSAGES</h1>
      <RecipientPanel messages={thread.data?.messages} company={company} />
      <h2 className="mt-6 mb-3 text-lg font-bold tracking-wide">BOOKING CONVERSATION</h2>
      <MessageThread thread={thread} ownCustomerId={ownCustomerId} company={company} />
      {/* Loaded once is enough: a poll that fails keeps the thread, and Send, usable. */}
      <MessageComposer
        bookingId={id}
        loaded={thread.data !== undefined}
        threadLength={thread.data?.messages.length ?? 0}
      />
    </BookingFrame>
  );
}
