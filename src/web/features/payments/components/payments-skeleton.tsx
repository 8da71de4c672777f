// Placeholders in the shape of the payments list while it loads.
import { Skeleton } from '../../../ui/skeleton.tsx';

const ROWS = ['first', 'second', 'third'];

export function PaymentsSkeleton() {
  return (
    <div role="status" aria-live="polite" data-testid="payments-loading">
      <span className="sr-only">Loading payments…</span>
      <ul aria-hidden="true" className="flex flex-col gap-3">
        {ROWS.map((row) => (
          <li
            key={row}
            className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-md bg-white p-4 ring-1 ring-slate-200"
          >
            <div className="flex min-w-0 flex-1 basis-48 flex-col gap-2">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-32" />
            </div>
            <Skeleton className="h-6 basis-32" />
            <div className="flex basis-28 flex-col gap-2">
              <Skeleton className="h-3 w-16" />
              <Skeleton className="h-6 w-24" />
            </div>
            <Skeleton className="h-11 w-36" />
          </li>
        ))}
      </ul>
    </div>
  );
}
