// The visa letter offer on the booking page: only when the booking has visa data
// and the viewer's own passenger is confirmed (the server's visaLetterAvailable says both).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Booking } from '../../../../../shared/contract/bookings.ts';
import { whenIdle } from '../../../../lib/main-thread.ts';
import { isOnline } from '../../../../offline/online-status.ts';
import { quickLinkClass } from '../../components/quick-link-class.ts';
import { visaLetterQuery } from '../api.ts';
import { VisaLetterModal } from './visa-letter-modal.tsx';

type Props = { booking: Booking; currentCustomerId: number };

export function VisaLetterLauncher({ booking, currentCustomerId }: Props) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const available = booking.visaLetterAvailable;
  // Read ahead while there is a connection, so the letter is in the persisted cache and can be
  // made at sea too (the PDF is made offline; pdf-lib is precached). Once the
  // browser is idle: the page is shown (or hydrated) first.
  useEffect(() => {
    if (available && isOnline()) whenIdle(() => void queryClient.prefetchQuery(visaLetterQuery(booking.id)));
  }, [available, booking.id, queryClient]);
  if (!available) return null;
  return (
    <>
      {/* Among the quick links, and drawn like them. */}
      <button type="button" className={quickLinkClass} onClick={() => setOpen(true)}>
        Visa letter
      </button>
      <VisaLetterModal
        booking={booking}
        currentCustomerId={currentCustomerId}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
