// Within 30 days of departure: the rule (shared/domain/passenger-lock.ts) and the reservations team
// to contact for any other change.
import { PASSENGER_LOCK_RULE } from '../../../../../shared/domain/passenger-lock.ts';

export function LockNotice({ email }: { email: string }) {
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      {PASSENGER_LOCK_RULE} For any other change, please contact our reservations team at{' '}
      <a href={`mailto:${email}`} className="hit-area font-semibold break-all underline underline-offset-2">
        {email}
      </a>
      .
    </p>
  );
}
