import { useNavigate } from '@tanstack/react-router';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { useBookingId } from './use-booking-id.ts';

/** The payment dialog over the booking; closing it returns to the booking page. */
export function NewPaymentPage() {
  const id = useBookingId();
  const navigate = useNavigate();
  const close = () => void navigate({ to: '/bookings/$id', params: { id } });
  return (
    <Dialog open onClose={close} title="Make Payment" footer={<Button onClick={close}>Close</Button>}>
      <p className="text-slate-700">
        Online payment for booking #{id} is being prepared and will be available here soon.
      </p>
    </Dialog>
  );
}
