import { Skeleton } from '../../../ui/skeleton.tsx';

/** A booking card's place while the list loads: 143 px wide, 268 px narrow at 400 px. */
export function BookingCardSkeleton() {
  return (
    <div className="flex h-[268px] flex-col overflow-hidden rounded-md bg-white ring-1 ring-slate-200 min-[400px]:h-[143px] min-[400px]:flex-row">
      <Skeleton className="h-32 shrink-0 rounded-none min-[400px]:h-full min-[400px]:w-1/3" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="mt-auto h-4 w-2/5" />
      </div>
    </div>
  );
}

export function BookingListSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading your bookings…</span>
      <div className="grid gap-4 desktop:grid-cols-2">
        <BookingCardSkeleton />
        <BookingCardSkeleton />
        <BookingCardSkeleton />
      </div>
    </div>
  );
}

export function ProfileCardSkeleton() {
  return (
    <div role="status" aria-live="polite" className="rounded-md bg-white p-5 ring-1 ring-slate-200">
      <span className="sr-only">Loading your profile…</span>
      <div className="mb-4 flex items-center gap-4">
        <Skeleton className="size-20 rounded-full" />
        <Skeleton className="h-5 w-32" />
      </div>
      <div className="mb-5 flex flex-col gap-3">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <Skeleton className="h-11 w-full" />
    </div>
  );
}
