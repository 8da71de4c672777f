// The passenger form. The server validates PUT .../passengers/{id} with it too.
import * as v from 'valibot';
import { birthYear, MAX_LENGTH, optionalEmail, requiredChoice, requiredText, TITLES } from './fields.ts';

export const passengerMessages = {
  titleRequired: 'Title is required',
  firstNameRequired: 'First Name is required',
  titleAndFirstNameRequired: 'Title and First Name are required',
  lastNameRequired: 'Last Name is required',
  birthYearRequired: 'Birth Year is required',
  tooYoung: 'Passenger must be at least 17 years old',
  emailInvalid: 'Wrong email format',
  nationalityRequired: 'Nationality is required',
} as const;

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

export function passengerSchema(currentYear: number) {
  return v.pipe(
    v.object({
      title: requiredChoice(TITLES, passengerMessages.titleRequired),
      firstName: requiredText(passengerMessages.firstNameRequired, MAX_LENGTH.name),
      lastName: requiredText(passengerMessages.lastNameRequired, MAX_LENGTH.name),
      age: birthYear(currentYear, {
        required: passengerMessages.birthYearRequired,
        tooYoung: passengerMessages.tooYoung,
      }),
      email: optionalEmail(passengerMessages.emailInvalid),
      nationality: requiredText(passengerMessages.nationalityRequired, MAX_LENGTH.name),
    }),
  );
}

/**
 * When both title and first name are missing there is one combined message; the form shows it
 * above both fields, so the per-field pair collapses into it.
 */
export function combineTitleAndFirstName(errors: Record<string, string[]>, input: Record<string, unknown>) {
  if (!blank(input.title) || !blank(input.firstName)) return errors;
  const { title: _title, firstName: _firstName, ...rest } = errors;
  return { ...rest, title: [passengerMessages.titleAndFirstNameRequired] };
}

export type PassengerFormData = v.InferOutput<ReturnType<typeof passengerSchema>>;

/** Popular nationalities come first, in this order. */
export const POPULAR_NATIONALITIES = ['Australian', 'New Zealander', 'British', 'American'] as const;
