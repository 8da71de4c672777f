// One line under a booking on the dashboard: whether it is saved on this device, and how fresh.
import { useSharedSession } from '../../lib/shared-session.ts';
import { offlineStatusText } from './offline-status.ts';
import { useNow, useOfflineStatus } from './use-offline-status.ts';

export function OfflineStatusLine({ bookingId, className = '' }: { bookingId: number; className?: string }) {
  const status = useOfflineStatus(bookingId);
  const now = useNow();
  // A shared device keeps nothing: there is no status to give.
  const shared = useSharedSession();
  if (!status || shared) return null;
  return (
    <p
      data-testid="offline-status"
      className={`flex items-center gap-1.5 text-xs print:hidden ${status.saved ? 'text-green-800' : 'text-slate-500'} ${className}`}
    >
      <span aria-hidden="true">{status.saved ? '✓' : '○'}</span>
      {offlineStatusText(status, now)}
    </p>
  );
}
