// Placeholders in the shape of a credit note (widget and refunds table) while the notes load.
import { Skeleton } from '../../../../ui/skeleton.tsx';

export function CreditNotesSkeleton() {
  return (
    <div role="status" aria-live="polite" data-testid="credit-notes-loading">
      <span className="sr-only">Loading credit notes…</span>
      <div aria-hidden="true" className="flex flex-col gap-4 rounded-md bg-white p-4 ring-1 ring-slate-200 tablet:p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-11 w-44" />
        </div>
        <div className="grid grid-cols-1 gap-3 landscape:grid-cols-3">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
          <Skeleton className="h-10 landscape:col-span-3" />
        </div>
        <div className="flex flex-col gap-3">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3 self-end" />
        </div>
      </div>
    </div>
  );
}
