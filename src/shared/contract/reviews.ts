// A traveller's review of a booking.
//
// GET /customer/bookings/{id}/review -> {review: Review | null}: the signed-in customer's own review.
// POST /customer/bookings/{id}/review {review: {rating, title, body, groupSize}} -> 201 {review}.
//   Any traveller on the booking may write one, once, when the review tab is open (the current date
//   on or after departure plus the number of days): 403 {error} before that, 403 {error} for a trip
//   that did not take place or a traveller who was not on it (domain/review-rules.ts), 409 {error}
//   for a second one, 422 {errors} with the form's messages, 404 for another customer's booking.
import * as v from 'valibot';
import { safeText } from '../domain/forms/safe-text.ts';

export const reviewPaths = { one: (bookingId: number) => `/customer/bookings/${bookingId}/review` } as const;

export const GROUP_SIZES = ['Solo', 'Friend/s', 'Couple', 'Family'] as const;
export type GroupSize = (typeof GROUP_SIZES)[number];

export const REVIEW_TITLE_MAX = 150;
export const REVIEW_BODY_MAX = 5_000;

export const reviewMessages = {
  ratingRequired: 'Please choose a rating',
  titleRequired: 'Please provide a review title',
  bodyRequired: 'Please fill in your review',
  groupSizeRequired: 'Please select an option',
  notYet: 'You can review this trip once it has ended.',
  notTravelled: 'Only a trip you travelled on can be reviewed.',
  alreadyReviewed: 'You have already reviewed this trip.',
} as const;

export const review = v.object({
  rating: v.number(),
  title: v.string(),
  body: v.string(),
  groupSize: v.picklist(GROUP_SIZES),
  productName: v.string(),
  transportName: v.nullable(v.string()),
  displayName: v.nullable(v.string()),
  createdAt: v.string(),
});
export type Review = v.InferOutput<typeof review>;
export const reviewAnswer = v.object({ review: v.nullable(review) });
export const reviewCreated = v.object({ review });

const requiredReviewText = (message: string, max: number, multiline: boolean) =>
  v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message), safeText({ max, multiline }));

/** The review form, used by the screen and by the server. */
export const reviewForm = v.object({
  rating: v.pipe(
    v.optional(v.number(reviewMessages.ratingRequired), 0),
    v.integer(reviewMessages.ratingRequired),
    v.minValue(1, reviewMessages.ratingRequired),
    v.maxValue(5, reviewMessages.ratingRequired),
  ),
  title: requiredReviewText(reviewMessages.titleRequired, REVIEW_TITLE_MAX, false),
  body: requiredReviewText(reviewMessages.bodyRequired, REVIEW_BODY_MAX, true),
  groupSize: v.pipe(
    v.optional(v.string(reviewMessages.groupSizeRequired), ''),
    v.picklist(GROUP_SIZES, reviewMessages.groupSizeRequired),
  ),
});
export type ReviewFormData = v.InferOutput<typeof reviewForm>;
export const postReviewRequest = v.object({ review: reviewForm });
