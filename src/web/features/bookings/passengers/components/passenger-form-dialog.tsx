// The passenger form: the messages of the shared schema, popular
// nationalities first, birth years from the server's year, filled fields read-only once the
// passenger can no longer be changed, and UPDATE DETAILS / ADD DETAILS. Saving is optimistic: the
// dialog closes at once and the list shows the new details while the server answers.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Passenger } from '../../../../../shared/contract/bookings.ts';
import { birthYearOptions, MAX_LENGTH, TITLES } from '../../../../../shared/domain/forms/fields.ts';
import type { FieldErrors } from '../../../../../shared/domain/forms/validate.ts';
import { currentBrand } from '../../../../lib/brand.ts';
import { Button } from '../../../../ui/button.tsx';
import { Dialog } from '../../../../ui/dialog.tsx';
import { SelectField, TextField } from '../../../../ui/field.tsx';
import { nationalitiesQuery } from '../../../../lib/reference-data/api.ts';
import { NationalityOptions } from '../../../../lib/reference-data/nationality-options.tsx';
import { useUpdatePassenger } from '../api/update-passenger.ts';
import {
  initialValues,
  isFieldLocked,
  type PassengerField,
  type PassengerFormValues,
  passengerFieldLabels,
  showSubmit,
  submitCaption,
  validatePassengerForm,
} from '../passenger-form-rules.ts';
import { LockNotice } from './lock-notice.tsx';

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

/** Choices of a select plus the stored value when the list does not hold it (an older record). */
function withCurrent(options: readonly string[], current: string): string[] {
  return current && !options.includes(current) ? [current, ...options] : [...options];
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
  const nationalities = useQuery(nationalitiesQuery());
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
  // Inputs become read-only; a select has no read-only state, so a locked one is disabled.
  const lockedText = (name: PassengerField) => isFieldLocked(passenger, name);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!showSubmit(passenger)) return;
    const result = validatePassengerForm(values, currentYear);
    if (!result.ok) {
      flushSync(() => {
        setLive(true);
        setErrors(result.errors);
      });
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    update.mutate({ passengerId: passenger.id, data: result.data });
    onSaved();
  };

  return (
    <form id={id} ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      {!passenger.canBeChanged ? <LockNotice email={currentBrand().contact.reservationsEmail} /> : null}
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <SelectField
          label={passengerFieldLabels.title}
          placeholder="Select"
          disabled={lockedText('title')}
          {...field('title')}
        >
          {withCurrent(TITLES, initial.title).map((title) => (
            <option key={title}>{title}</option>
          ))}
        </SelectField>
        <TextField
          label={passengerFieldLabels.firstName}
          autoComplete="off"
          readOnly={lockedText('firstName')}
          maxLength={MAX_LENGTH.name}
          {...field('firstName')}
        />
      </div>
      <TextField
        label={passengerFieldLabels.lastName}
        autoComplete="off"
        readOnly={lockedText('lastName')}
        maxLength={MAX_LENGTH.name}
        {...field('lastName')}
      />
      <TextField
        label={passengerFieldLabels.email}
        hint="Optional"
        type="email"
        inputMode="email"
        autoComplete="off"
        readOnly={lockedText('email')}
        maxLength={MAX_LENGTH.email}
        {...field('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={passengerFieldLabels.age}
          placeholder="Select year"
          disabled={lockedText('age')}
          {...field('age')}
        >
          {withCurrent(birthYearOptions(currentYear).map(String), initial.age).map((year) => (
            <option key={year}>{year}</option>
          ))}
        </SelectField>
        <SelectField
          label={passengerFieldLabels.nationality}
          placeholder={nationalities.isPending ? 'Loading…' : 'Select'}
          hint={
            nationalities.isError ? "We couldn't load the list of nationalities. Please try again later." : undefined
          }
          disabled={lockedText('nationality')}
          {...field('nationality')}
        >
          {initial.nationality && !nationalities.data?.some((n) => n.name === initial.nationality) ? (
            <option>{initial.nationality}</option>
          ) : null}
          <NationalityOptions list={nationalities.data ?? []} />
        </SelectField>
      </div>
    </form>
  );
}
