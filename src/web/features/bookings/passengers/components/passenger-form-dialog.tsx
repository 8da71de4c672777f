// The passenger form: one input per defined detail (PASSENGER_DETAILS), the messages of the shared
// schema, filled fields read-only once the passenger can no longer be changed, and
// UPDATE DETAILS / ADD DETAILS. Saving is optimistic: the
// dialog closes at once and the list shows the new details while the server answers.
import { type FormEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Passenger } from '../../../../../shared/contract/bookings.ts';
import type { PassengerField } from '../../../../../shared/domain/forms/passenger.ts';
import type { FieldErrors } from '../../../../../shared/domain/forms/validate.ts';
import { currentBrand } from '../../../../lib/brand.ts';
import { Button } from '../../../../ui/button.tsx';
import { Dialog } from '../../../../ui/dialog.tsx';
import { focusFirstInvalid } from '../../../../ui/focus-first.ts';
import { useUpdatePassenger } from '../api/update-passenger.ts';
import {
  initialValues,
  isFieldLocked,
  type PassengerFormValues,
  showSubmit,
  submitCaption,
  validatePassengerForm,
} from '../passenger-form-rules.ts';
import { passengerFormRows } from '../passenger-form-layout.ts';
import { LockNotice } from './lock-notice.tsx';
import { PassengerFieldInput } from './passenger-field-input.tsx';

type Props = {
  bookingId: number;
  passenger: Passenger | null;
  displayName: string;
  currentYear: number;
  onClose: () => void;
};

export function PassengerFormDialog({ bookingId, passenger, displayName, currentYear, onClose }: Props) {
  const formId = useId();
  const open = passenger !== null;
  const canSubmit = passenger !== null && showSubmit(passenger);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Passenger details: ${displayName}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {canSubmit ? 'Cancel' : 'Close'}
          </Button>
          {passenger && canSubmit ? (
            <Button type="submit" form={formId}>
              {submitCaption(passenger)}
            </Button>
          ) : null}
        </>
      }
    >
      {passenger ? (
        <PassengerForm
          id={formId}
          bookingId={bookingId}
          passenger={passenger}
          currentYear={currentYear}
          onSaved={onClose}
        />
      ) : null}
    </Dialog>
  );
}

type FormProps = {
  id: string;
  bookingId: number;
  passenger: Passenger;
  currentYear: number;
  onSaved: () => void;
};

function PassengerForm({ id, bookingId, passenger, currentYear, onSaved }: FormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PassengerFormValues>(() => initialValues(passenger));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [live, setLive] = useState(false); // after the first submit, messages follow every change
  const update = useUpdatePassenger(bookingId);
  const initial = initialValues(passenger);

  const field = (name: PassengerField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (live) {
        const result = validatePassengerForm(next, currentYear);
        setErrors(result.ok ? {} : result.errors);
      }
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!showSubmit(passenger)) return;
    const result = validatePassengerForm(values, currentYear);
    if (!result.ok) {
      flushSync(() => {
        setLive(true);
        setErrors(result.errors);
      });
      focusFirstInvalid(formRef.current);
      return;
    }
    update.mutate({ passengerId: passenger.id, data: result.data });
    onSaved();
  };

  return (
    <form id={id} ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      {!passenger.canBeChanged ? <LockNotice email={currentBrand().contact.reservationsEmail} /> : null}
      {passengerFormRows().map((row) => {
        const inputs = row.fields.map((name) => (
          <PassengerFieldInput
            key={name}
            {...field(name)}
            initial={initial[name]}
            locked={isFieldLocked(passenger, name)}
            currentYear={currentYear}
          />
        ));
        return row.columns ? (
          <div key={row.fields.join()} className={`grid gap-4 ${row.columns}`}>
            {inputs}
          </div>
        ) : (
          inputs
        );
      })}
    </form>
  );
}
