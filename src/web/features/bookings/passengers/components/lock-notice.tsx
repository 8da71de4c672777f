// Within 30 days of departure passenger details are locked; the traveller is told to contact the
// reservations team.
export function LockNotice({ email }: { email: string }) {
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      Passenger details can no longer be changed within 30 days of departure. Please contact our reservations team at{' '}
      <a href={`mailto:${email}`} className="hit-area font-semibold break-all underline underline-offset-2">
        {email}
      </a>{' '}
      for any change.
    </p>
  );
}
