// The visa letter offer on the booking page (account-areas §4): only when the booking has visa data
// and the viewer's own passenger is confirmed (the server's visaLetterAvailable says both).
import { useState } from 'react';
import type { Booking } from '../../../../../shared/contract/bookings.ts';
import { Button } from '../../../../ui/button.tsx';
import { VisaLetterModal } from './visa-letter-modal.tsx';

type Props = { booking: Booking; currentCustomerId: number };

export function VisaLetterLauncher({ booking, currentCustomerId }: Props) {
  const [open, setOpen] = useState(false);
  if (!booking.visaLetterAvailable) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Visa letter
      </Button>
      <VisaLetterModal
        booking={booking}
        currentCustomerId={currentCustomerId}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
