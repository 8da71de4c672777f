import { Skeleton, SkeletonBlock } from '../ui/skeleton.tsx';

/** Shown while a page's code or guard is still loading. */
export function PagePending() {
  return (
    <div>
      <Skeleton className="mb-6 h-8 w-56" />
      <SkeletonBlock lines={4} label="Loading page…" />
    </div>
  );
}
