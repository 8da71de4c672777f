// The passenger form's rules: which fields are locked, whether the submit button shows and what it
// says, and the failure toast lines.
import type { Passenger } from '../../../../shared/contract/bookings.ts';
import {
  combineTitleAndFirstName,
  type PassengerFormData,
  passengerSchema,
} from '../../../../shared/domain/forms/passenger.ts';
import { type FieldErrors, validate } from '../../../../shared/domain/forms/validate.ts';

export const PASSENGER_FIELDS = ['title', 'firstName', 'lastName', 'email', 'age', 'nationality'] as const;
export type PassengerField = (typeof PASSENGER_FIELDS)[number];
export type PassengerFormValues = Record<PassengerField, string>;

export const passengerFieldLabels: Record<PassengerField, string> = {
  title: 'Title',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  age: 'Birth Year',
  nationality: 'Nationality',
};

export const PASSENGER_UPDATED = 'Passenger updated!';
export const PASSENGER_NOT_UPDATED = 'Passenger was not updated!';

type PassengerInfo = Pick<Passenger, PassengerField | 'canBeChanged' | 'personalInfoStatus'>;

export function initialValues(p: Pick<Passenger, PassengerField>): PassengerFormValues {
  return {
    title: p.title ?? '',
    firstName: p.firstName ?? '',
    lastName: p.lastName ?? '',
    email: p.email ?? '',
    age: p.age === null ? '' : String(p.age),
    nationality: p.nationality ?? '',
  };
}

const isEmpty = (value: string) => value.trim() === '';

/** Filled fields are read-only once the passenger can no longer be changed (30 days before departure). */
export function isFieldLocked(p: PassengerInfo, field: PassengerField): boolean {
  return !p.canBeChanged && !isEmpty(initialValues(p)[field]);
}

export const hasEmptyFields = (p: PassengerInfo) => PASSENGER_FIELDS.some((field) => isEmpty(initialValues(p)[field]));

/** The submit button shows only if the passenger is updatable or has empty fields. */
export const showSubmit = (p: PassengerInfo) => p.canBeChanged || hasEmptyFields(p);

/** UPDATE DETAILS when the info is complete and can be changed, otherwise ADD DETAILS. */
export const submitCaption = (p: PassengerInfo) =>
  p.personalInfoStatus === 'complete' && p.canBeChanged ? 'UPDATE DETAILS' : 'ADD DETAILS';

/** The shared schema's messages; a missing title and first name become one combined message. */
export function validatePassengerForm(
  values: PassengerFormValues,
  currentYear: number,
): { ok: true; data: PassengerFormData } | { ok: false; errors: FieldErrors } {
  const result = validate(passengerSchema(currentYear), values);
  if (result.ok) return result;
  return { ok: false, errors: combineTitleAndFirstName(result.errors, values) };
}

/** Server field errors as 'field: message' lines, else the plain failure sentence. */
export function updateFailureLines(errors: FieldErrors | undefined): string[] {
  const lines = Object.entries(errors ?? {}).flatMap(([field, messages]) =>
    messages.map((message) =>
      field === 'base' ? message : `${passengerFieldLabels[field as PassengerField] ?? field}: ${message}`,
    ),
  );
  return lines.length > 0 ? lines : [PASSENGER_NOT_UPDATED];
}
