// The review form: the stars first, the other fields once a rating is chosen,
// the field messages under each field (checked here with the server's own schema), and the
// server's refusal (not yet open, already written) above the button. Writing needs the connection.
// Shown field messages take focus to the first field in error, as in every form.
import { type FormEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  GROUP_SIZES,
  REVIEW_BODY_MAX,
  REVIEW_TITLE_MAX,
  type ReviewFormData,
  reviewForm,
} from '../../../../shared/contract/reviews.ts';
import type { FieldErrors } from '../../../../shared/domain/forms/validate.ts';
import { validate } from '../../../../shared/domain/forms/validate.ts';
import { groupSizeLabel } from '../../../../shared/domain/group-size.ts';
import { isApiFailure } from '../../../lib/api-client.ts';
import { OfflineReason } from '../../../offline/offline-reason.tsx';
import { useOnline } from '../../../offline/online-status.ts';
import { Button } from '../../../ui/button.tsx';
import { FieldErrorText, SelectField, TextAreaField, TextField } from '../../../ui/field.tsx';
import { focusFirstInvalid } from '../../../ui/focus-first.ts';
import { FormError } from '../../../ui/form-error.tsx';
import { useWriteReview } from '../api/review-queries.ts';
import { StarRatingInput } from './star-rating.tsx';

export const REVIEW_NOT_SENT = 'Your review was not sent. Please try again.';

export function ReviewForm({ bookingId }: { bookingId: number }) {
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [groupSize, setGroupSize] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const write = useWriteReview(bookingId);
  const online = useOnline();
  const ratingErrorId = useId();
  const reasonId = useId();

  const showErrors = (next: FieldErrors) => {
    flushSync(() => setErrors(next));
    focusFirstInvalid(formRef.current);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(reviewForm, { rating, title, body, groupSize });
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    write.mutate(checked.data as ReviewFormData, {
      onError: (error) => showErrors(isApiFailure(error) && error.errors ? error.errors : {}),
    });
  };

  const refusal =
    write.error && !(isApiFailure(write.error) && write.error.errors)
      ? [isApiFailure(write.error) && write.error.error ? write.error.error : REVIEW_NOT_SENT]
      : [];

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-md bg-white p-4 ring-1 ring-slate-200 sm:p-6"
    >
      <div>
        <StarRatingInput value={rating} onChange={setRating} errorId={ratingErrorId} invalid={!!errors.rating} />
        <FieldErrorText id={ratingErrorId} messages={errors.rating ?? []} />
      </div>
      {rating > 0 ? (
        <>
          <TextField
            label="Review title"
            value={title}
            maxLength={REVIEW_TITLE_MAX}
            onChange={(event) => setTitle(event.target.value)}
            error={errors.title}
          />
          <TextAreaField
            label="Your review"
            value={body}
            maxLength={REVIEW_BODY_MAX}
            onChange={(event) => setBody(event.target.value)}
            error={errors.body}
          />
          <SelectField
            label="Who did you travel with?"
            placeholder="Choose one"
            value={groupSize}
            onChange={(event) => setGroupSize(event.target.value)}
            error={errors.groupSize}
          >
            {GROUP_SIZES.map((size) => (
              <option key={size} value={size}>
                {groupSizeLabel(size)}
              </option>
            ))}
          </SelectField>
          <FormError messages={refusal} />
          <div className="flex flex-wrap items-center justify-end gap-3">
            {!online ? <OfflineReason id={reasonId} className="mr-auto" /> : null}
            <Button
              type="submit"
              disabled={!online || write.isPending}
              busy={write.isPending}
              aria-describedby={online ? undefined : reasonId}
            >
              Submit review
            </Button>
          </div>
        </>
      ) : null}
    </form>
  );
}
