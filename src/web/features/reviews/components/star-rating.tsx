// The rating: five stars as a group of radio buttons (arrow keys move between them, each reads
// '3 stars'), or, read-only, a row of stars that reads 'Rated 4 out of 5'.
import { useId } from 'react';

const STARS = [1, 2, 3, 4, 5] as const;
const label = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

function Star({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`h-9 w-9 ${filled ? 'text-amber-500' : 'text-slate-300'}`}>
      <path fill="currentColor" d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

type Props = { value: number; onChange: (rating: number) => void; errorId?: string; invalid?: boolean };

export function StarRatingInput({ value, onChange, errorId, invalid }: Props) {
  const name = useId();
  return (
    <fieldset aria-describedby={invalid ? errorId : undefined}>
      <legend className="mb-1 text-sm font-semibold text-slate-800">Your rating</legend>
      <div className="flex">
        {STARS.map((n) => (
          // The 36 px star with its padding: a 44 px target.
          <label
            key={n}
            className="inline-flex cursor-pointer rounded p-1 focus-within:outline-2 focus-within:outline-brand"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={label(n)}
            />
            <Star filled={n <= value} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function StarRatingShown({ value }: { value: number }) {
  return (
    <p role="img" aria-label={`Rated ${value} out of 5`} className="flex gap-1">
      {STARS.map((n) => (
        <Star key={n} filled={n <= value} />
      ))}
    </p>
  );
}
