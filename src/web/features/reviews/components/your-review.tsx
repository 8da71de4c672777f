// YOUR REVIEW: what the traveller wrote, read-only, with the screening note. In place of the form
// just sent, its heading takes focus, so the result is what is read next.
import type { Review } from '../../../../shared/contract/reviews.ts';
import { formatLongDate } from '../../../../shared/domain/dates.ts';
import { groupSizeLabel } from '../../../../shared/domain/group-size.ts';
import { useFocusOnMount } from '../../../ui/use-focus-on-mount.ts';
import { StarRatingShown } from './star-rating.tsx';

export const SCREENING_TEXT =
  'Reviews go through a 2-week screening, so yours is not instantly viewable by other travellers.';

export function YourReview({ review, focusOnMount }: { review: Review; focusOnMount: boolean }) {
  const heading = useFocusOnMount<HTMLHeadingElement>(focusOnMount);
  return (
    <section aria-labelledby="your-review" className="rounded-md bg-white p-4 ring-1 ring-slate-200 sm:p-6">
      <h2 id="your-review" ref={heading} tabIndex={-1} className="text-lg font-bold tracking-wide focus:outline-none">
        YOUR REVIEW
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {review.productName}
        {review.transportName ? ` · ${review.transportName}` : ''} · {formatLongDate(review.createdAt)}
      </p>
      <div className="mt-3">
        <StarRatingShown value={review.rating} />
      </div>
      <h3 className="mt-3 text-xl font-semibold">{review.title}</h3>
      <p className="mt-2 whitespace-pre-wrap break-words">{review.body}</p>
      <p className="mt-3 text-sm font-medium text-slate-700">
        {groupSizeLabel(review.groupSize)}
        {review.displayName ? ` · ${review.displayName}` : ''}
      </p>
      <p className="mt-4 rounded-md bg-slate-50 p-3 text-sm text-slate-700">{SCREENING_TEXT}</p>
    </section>
  );
}
