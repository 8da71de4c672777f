// The passenger form's rules: which fields are locked, whether the submit button shows and what it
// says, and the failure toast lines.
import type { Passenger } from '../../../../shared/contract/bookings.ts';
import {
  combineTitleAndFirstName,
  PASSENGER_DETAILS,
  PASSENGER_FIELDS,
  type PassengerField,
  type PassengerFormData,
  passengerSchema,
} from '../../../../shared/domain/forms/passenger.ts';
import { type FieldErrors, validate } from '../../../../shared/domain/forms/validate.ts';

export type PassengerFormValues = Record<PassengerField, string>;

export const PASSENGER_UPDATED = 'Passenger updated!';
export const PASSENGER_NOT_UPDATED = 'Passenger was not updated!';

type PassengerInfo = Pick<Passenger, PassengerField | 'canBeChanged' | 'personalInfoStatus'>;

/** The form starts from the stored details; nothing stored is an empty input. */
export function initialValues(p: Pick<Passenger, PassengerField>): PassengerFormValues {
  const value = (stored: unknown) => (stored === null || stored === undefined ? '' : String(stored));
  return Object.fromEntries(PASSENGER_FIELDS.map((field) => [field, value(p[field])])) as PassengerFormValues;
}

const isEmpty = (value: string) => value.trim() === '';

/**
 * Filled fields the 30-day rule locks are read-only once the passenger can no longer be changed
 * (30 days before departure); the server refuses a change to the same fields.
 */
export function isFieldLocked(p: PassengerInfo, field: PassengerField): boolean {
  return PASSENGER_DETAILS[field].lockedWithin30Days && !p.canBeChanged && !isEmpty(initialValues(p)[field]);
}

/** Some field is still open: empty, or one the 30-day rule does not lock. */
export const hasOpenFields = (p: PassengerInfo) => PASSENGER_FIELDS.some((field) => !isFieldLocked(p, field));

/** The submit button shows only if the passenger is updatable or some field is still open. */
export const showSubmit = (p: PassengerInfo) => p.canBeChanged || hasOpenFields(p);

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

const labelOf = (field: string) =>
  Object.hasOwn(PASSENGER_DETAILS, field) ? PASSENGER_DETAILS[field as PassengerField].label : field;

/** Server field errors as 'field: message' lines, else the plain failure sentence. */
export function updateFailureLines(errors: FieldErrors | undefined): string[] {
  const lines = Object.entries(errors ?? {}).flatMap(([field, messages]) =>
    messages.map((message) => (field === 'base' ? message : `${labelOf(field)}: ${message}`)),
  );
  return lines.length > 0 ? lines : [PASSENGER_NOT_UPDATED];
}
