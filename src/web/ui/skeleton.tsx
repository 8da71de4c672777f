// Loading placeholders: grey blocks with a 2-second animation.
type SkeletonProps = { className?: string; lines?: number; label?: string };

export function Skeleton({ className = 'h-4 w-full' }: { className?: string }) {
  return <div aria-hidden="true" className={`skeleton rounded bg-slate-200 ${className}`} />;
}

/** A labelled block of placeholder lines for a whole section that is loading. */
export function SkeletonBlock({ lines = 3, label = 'Loading…', className = '' }: SkeletonProps) {
  return (
    <div role="status" aria-live="polite" className={`flex flex-col gap-3 ${className}`}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className={index === lines - 1 ? 'h-4 w-2/3' : 'h-4 w-full'} />
      ))}
    </div>
  );
}
