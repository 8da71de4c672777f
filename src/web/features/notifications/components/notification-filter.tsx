// The booking filter of the Notifications page: 'All Bookings' or 'Booking #{id}', ids descending.
import { bookingFilterOptions } from '../../../../shared/domain/notification-days.ts';
import { SelectField } from '../../../ui/field.tsx';

type Props = { bookingIds: readonly number[]; value: number | null; onChange: (bookingId: number | null) => void };

export function NotificationFilter({ bookingIds, value, onChange }: Props) {
  return (
    <SelectField
      label="Show notifications for"
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      className="w-full sm:w-64"
    >
      {bookingFilterOptions(bookingIds).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
