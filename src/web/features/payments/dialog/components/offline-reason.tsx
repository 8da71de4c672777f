import { OFFLINE_ACTION_REASON } from '../../../../offline/online-status.ts';

/** The reason an online-only control is disabled; controls point at it with aria-describedby. */
export function OfflineReason({ id }: { id: string }) {
  return (
    <p id={id} className="mt-2 text-sm font-medium text-amber-900">
      {OFFLINE_ACTION_REASON}
    </p>
  );
}
