// The profile's personal-details form. The server validates only the fields a
// PUT /customer/me carries (the form sends each changed field), so `personalDetailsPatchSchema`
// makes every field optional while keeping its rules for a given value, null included.
import * as v from 'valibot';
import { birthYear, MAX_LENGTH, optionalText, requiredChoice, requiredText, TITLES } from './fields.ts';
import { optionalPhone } from './phone.ts';

export const personalDetailsMessages = {
  title: 'Title is required',
  firstName: 'First Name is required',
  lastName: 'Last Name is required',
  age: 'Birth Year is required',
  tooYoung: 'Customer must be at least 17 years old',
  email: 'Wrong email format',
  nationality: 'Nationality is required',
} as const;

/** Fields locked while the customer has an active booking (name changes go through sales). */
export const LOCKED_WITH_ACTIVE_BOOKINGS = ['title', 'firstName', 'lastName', 'age'] as const;
export const LOCKED_DETAILS_MESSAGE = 'Please e-mail the sales team to change your name, title or birth year.';

export function personalDetailsSchema(currentYear: number) {
  const m = personalDetailsMessages;
  return v.object({
    title: requiredChoice(TITLES, m.title),
    firstName: requiredText(m.firstName, MAX_LENGTH.name),
    lastName: requiredText(m.lastName, MAX_LENGTH.name),
    age: birthYear(currentYear, { required: m.age, tooYoung: m.tooYoung }),
    email: v.pipe(requiredText(m.email, MAX_LENGTH.email), v.email(m.email)),
    nationality: requiredText(m.nationality, MAX_LENGTH.name),
    countryCode: optionalText(MAX_LENGTH.countryCode),
    tel: optionalPhone(),
  });
}

export function personalDetailsPatchSchema(currentYear: number) {
  return v.partial(personalDetailsSchema(currentYear));
}

export type PersonalDetailsData = v.InferOutput<ReturnType<typeof personalDetailsSchema>>;
export type PersonalDetailsPatch = v.InferOutput<ReturnType<typeof personalDetailsPatchSchema>>;
