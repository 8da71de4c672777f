import { OFFLINE_ACTION_REASON } from './online-status.ts';

/**
 * The reason an online-only control is disabled; the control points at it with aria-describedby.
 * One look everywhere (payment dialog, PAY NOW, saved cards); callers only place it.
 */
export function OfflineReason({ id, className = 'mt-2' }: { id: string; className?: string }) {
  return (
    <p id={id} className={`text-sm font-medium text-amber-900 print:hidden ${className}`}>
      {OFFLINE_ACTION_REASON}
    </p>
  );
}
