// The booking page's offline panel: whether this booking is saved on the device and how fresh, what
// it takes, and "Save for offline" (progress, then the outcome; a failure names what is missing
// and offers to try again). Saving needs a connection.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { Booking } from '../../../shared/contract/bookings.ts';
import { currentPersistedCopy } from '../../lib/persisted-copy.ts';
import { useSharedSession } from '../../lib/shared-session.ts';
import { Button } from '../../ui/button.tsx';
import { OfflineReason } from '../offline-reason.tsx';
import { useOnline } from '../online-status.ts';
import { DETAIL_READ } from './booking-reads.ts';
import type { SaveProgress } from './save-booking.ts';
import { failureText, offlineStatusText, sizeText } from './offline-status.ts';
import { useNow, useOfflineStatus } from './use-offline-status.ts';

type Props = { booking: Booking; customerId: number };
type Run = { state: 'idle' } | { state: 'saving'; progress?: SaveProgress } | { state: 'failed'; failed: string[] };

/** What the saved booking takes on this device, worked out by the saving code once it is saved. */
function useDeviceBytes(booking: Booking, savedAt: number | undefined): number | undefined {
  const [bytes, setBytes] = useState<number | undefined>();
  useEffect(() => {
    const copy = currentPersistedCopy();
    if (savedAt === undefined || !copy) return;
    let current = true;
    void import('./save-booking.ts')
      .then((code) => code.bytesOnDevice(copy, booking))
      .then(
        (total) => current && setBytes(total),
        () => {},
      );
    return () => {
      current = false;
    };
  }, [booking, savedAt]);
  return savedAt === undefined ? undefined : bytes;
}

/** Not offered on a shared device, where nothing of the customer is kept (the banner says so). */
export function SaveForOffline(props: Props) {
  return useSharedSession() ? null : <SavePanel {...props} />;
}

function SavePanel({ booking, customerId }: Props) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const status = useOfflineStatus(booking.id);
  const now = useNow();
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const bytes = useDeviceBytes(booking, status?.saved ? status.updatedAt : undefined);
  const reasonId = useId();
  const saving = run.state === 'saving';

  const save = async () => {
    setRun({ state: 'saving' });
    try {
      // Its code (and the schemas of every read) comes with the first save, not with the page.
      const { saveForOffline } = await import('./save-booking.ts');
      const outcome = await saveForOffline(queryClient, { customerId, bookingId: booking.id }, (progress) =>
        setRun({ state: 'saving', progress }),
      );
      setRun(outcome.failed.length > 0 ? { state: 'failed', failed: outcome.failed } : { state: 'idle' });
    } catch {
      // The saving code itself could not be fetched: nothing was saved.
      setRun({ state: 'failed', failed: [DETAIL_READ.part] });
    }
  };

  return (
    <section
      aria-labelledby="offline-copy-heading"
      data-testid="save-for-offline"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-white p-4 shadow-sm ring-1 ring-slate-200 print:hidden"
    >
      <div className="min-w-0">
        <h2 id="offline-copy-heading" className="sr-only">
          Offline copy
        </h2>
        {/* Empty until the device has been asked: a server render cannot know. */}
        <p
          data-testid="offline-status"
          className={`min-h-6 font-semibold ${status?.saved ? 'text-green-800' : 'text-slate-700'}`}
        >
          {status ? offlineStatusText(status, now) : ''}
        </p>
        {status?.saved && bytes !== undefined ? (
          <p className="text-sm text-slate-600">Takes {sizeText(bytes)} on this device.</p>
        ) : (
          <p className="text-sm text-slate-600">Keep everything about this trip on this device, to read at sea.</p>
        )}
        <div role="status" aria-live="polite" className="text-sm">
          {run.state === 'saving' ? (
            <span className="flex items-center gap-2">
              Saving for offline…{run.progress ? ` ${run.progress.done} of ${run.progress.total}` : ''}
              <progress
                className="h-2 w-24"
                value={run.progress?.done ?? 0}
                max={run.progress?.total ?? 1}
                aria-label="Saving for offline"
              />
            </span>
          ) : null}
        </div>
        {run.state === 'failed' ? (
          <p role="alert" className="mt-1 text-sm font-medium text-red-800">
            {failureText(run.failed)}
          </p>
        ) : null}
        {online ? null : <OfflineReason id={reasonId} />}
      </div>
      <Button
        variant="secondary"
        onClick={() => void save()}
        disabled={!online || saving}
        busy={saving}
        aria-describedby={online ? undefined : reasonId}
      >
        {run.state === 'failed' ? 'Try again' : status?.saved ? 'Update offline copy' : 'Save for offline'}
      </Button>
    </section>
  );
}
