import { Skeleton } from '../../../ui/skeleton.tsx';

function Card({ lines, className = '' }: { lines: number; className?: string }) {
  return (
    <div className={`flex flex-col gap-3 rounded-md bg-white p-4 ring-1 ring-slate-200 tablet:p-5 ${className}`}>
      <Skeleton className="h-5 w-40" />
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className={index === lines - 1 ? 'h-4 w-2/3' : 'h-4 w-full'} />
      ))}
    </div>
  );
}

/** The booking page's placeholders, in the page's own layout (see booking-layout.tsx). */
export function BookingSkeleton() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-6">
      <span className="sr-only">Loading your booking…</span>
      <div className="grid gap-6 tablet:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex overflow-hidden rounded-md bg-white ring-1 ring-slate-200">
          <Skeleton className="hidden h-40 w-2/5 rounded-none tablet:block" />
          <div className="flex flex-1 flex-col gap-3 p-5">
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
        <Card lines={3} />
      </div>
      <Skeleton className="h-20 w-full" />
      <div className="flex flex-wrap gap-2">
        <Skeleton className="h-11 w-28 rounded-full" />
        <Skeleton className="h-11 w-20 rounded-full" />
        <Skeleton className="h-11 w-32 rounded-full" />
      </div>
      <div className="grid gap-6 desktop:grid-cols-[minmax(0,1fr)_22rem]">
        {/* Passenger placeholders follow the 992 px breakpoint of the passengers list. */}
        <div className="grid gap-4 min-[992px]:grid-cols-2">
          <Card lines={4} />
          <Card lines={4} />
        </div>
        <Card lines={4} />
      </div>
    </div>
  );
}
