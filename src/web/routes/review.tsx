// Review of a booking (/bookings/{id}/review): the traveller's review read-only
// (YOUR REVIEW) once written, else the form, which opens when the trip has ended, for a trip that
// took place and that the traveller was on (features/bookings/booking-nav.ts reviewOffered).
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { reviewMessages } from '../../shared/contract/reviews.ts';
import { tripReviewableBy } from '../../shared/domain/review-rules.ts';
import { bookingQuery } from '../features/bookings/api/booking-queries.ts';
import { reviewOffered } from '../features/bookings/booking-nav.ts';
import { reviewQuery } from '../features/reviews/api/review-queries.ts';
import { ReviewForm } from '../features/reviews/components/review-form.tsx';
import { YourReview } from '../features/reviews/components/your-review.tsx';
import { useSession } from '../features/session/api.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { QueryStates } from '../ui/query-states.tsx';
import { SkeletonBlock } from '../ui/skeleton.tsx';
import { BookingFrame } from './booking-frame.tsx';
import { useBookingId } from './use-booking-id.ts';

function ReviewContent({ id }: { id: number }) {
  const review = useQuery(reviewQuery(id));
  const { data: booking } = useQuery(bookingQuery(id));
  const session = useSession();
  // The review that replaces the form just sent takes focus (on opening, the page places it).
  const formShown = useRef(false);
  if (!booking) return <SkeletonBlock lines={4} label="Loading your review…" />;
  const viewer =
    session.state === 'signed-in'
      ? { serverNow: session.current.serverNow, customerId: session.current.customer.id }
      : undefined;
  const open = viewer !== undefined && reviewOffered(booking, viewer);
  if (open && review.data === null) formShown.current = true;
  const neverReviewable =
    viewer !== undefined &&
    !tripReviewableBy({ status: booking.status, passengers: booking.passengers, customerId: viewer.customerId });
  return (
    <QueryStates
      query={review}
      what="review"
      failedWhat="your review"
      placeholder={<SkeletonBlock lines={4} label="Loading your review…" />}
    >
      {(written) =>
        written ? (
          <YourReview review={written} focusOnMount={formShown.current} />
        ) : open ? (
          <ReviewForm bookingId={id} />
        ) : (
          <p className="rounded-md bg-white p-4 text-slate-700 ring-1 ring-slate-200">
            {neverReviewable ? reviewMessages.notTravelled : reviewMessages.notYet}
          </p>
        )
      }
    </QueryStates>
  );
}

export function ReviewPage() {
  const id = useBookingId();
  usePageTitle(`Review - #${id}`);
  return (
    <BookingFrame id={id}>
      <h1 className="mb-4 text-2xl font-bold tracking-wide">REVIEW</h1>
      <ReviewContent id={id} />
    </BookingFrame>
  );
}
