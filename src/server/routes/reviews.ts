// GET/POST /customer/bookings/{id}/review: the signed-in traveller's own review of a trip. Checks run
// in the order that leaks least: 404 (not yours to see), 403 (not yet open; a trip that did not take
// place or that the traveller was not on), 422, then 409 (twice).
import { Hono } from 'hono';
import { postReviewRequest, reviewMessages } from '../../shared/contract/reviews.ts';
import { reviewAvailable } from '../../shared/domain/booking-rules.ts';
import { requireCustomer, sessionOf } from '../auth/require-customer.ts';
import { findVisibleBooking } from '../bookings/load-booking.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { ApiError, forbidden, idParam, notFound, readBody, reply } from '../http/respond.ts';
import { findOwnReview, writeReview } from '../reviews/booking-review.ts';
import { mayReviewTrip } from '../reviews/review-access.ts';

export function reviewRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('/customer/bookings/*', requireCustomer);

  const visible = async (bookingId: number, customerId: number) => {
    const head = await findVisibleBooking(deps.db, bookingId, customerId);
    if (!head) throw notFound();
    return head;
  };

  routes.get('/customer/bookings/:id/review', async (c) => {
    const customerId = sessionOf(c).customerId;
    const head = await visible(idParam(c), customerId);
    return reply(c, { review: await findOwnReview(deps.db, head, customerId) });
  });

  routes.post('/customer/bookings/:id/review', async (c) => {
    const customerId = sessionOf(c).customerId;
    const head = await visible(idParam(c), customerId);
    const now = deps.clock.now();
    if (!reviewAvailable(head.booking.departAt, head.booking.numberOfDays, now)) throw forbidden(reviewMessages.notYet);
    if (!(await mayReviewTrip(deps.db, head, customerId, now))) throw forbidden(reviewMessages.notTravelled);
    const { review } = await readBody(c, postReviewRequest);
    const written = await writeReview(deps.db, head, customerId, review, now);
    if (!written) throw new ApiError(409, { error: reviewMessages.alreadyReviewed });
    return reply(c, { review: written }, 201);
  });

  return routes;
}
