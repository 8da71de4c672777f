import * as v from 'valibot';
import { loginMessages } from './login.ts';
import { birthYear, PASSWORD_MIN_LENGTH, requiredChoice, requiredSecret, requiredText, TITLES } from './fields.ts';

// 'Please enter your' plus the field label, as the spec words it.
export const registrationLabels = {
  title: 'Title',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  age: 'Birth Year',
  nationality: 'Nationality',
  countryCode: 'Country Code',
  tel: 'Phone Number',
  password: 'Password',
} as const;

const pleaseEnter = (field: keyof typeof registrationLabels) => `Please enter your ${registrationLabels[field]}`;

export const registrationMessages = {
  tooYoung: 'Customer must be at least 17 years old',
  passwordTooShort: 'Password should be at least 8 characters long',
} as const;

export function registrationSchema(currentYear: number) {
  return v.object({
    title: requiredChoice(TITLES, pleaseEnter('title')),
    firstName: requiredText(pleaseEnter('firstName')),
    lastName: requiredText(pleaseEnter('lastName')),
    email: v.pipe(requiredText(loginMessages.emailRequired), v.email(loginMessages.emailInvalid)),
    age: birthYear(currentYear, { required: pleaseEnter('age'), tooYoung: registrationMessages.tooYoung }),
    nationality: requiredText(pleaseEnter('nationality')),
    countryCode: requiredText(pleaseEnter('countryCode')),
    tel: v.pipe(requiredText(pleaseEnter('tel')), v.regex(/^[0-9 ()-]{4,20}$/, `${registrationLabels.tel} is invalid`)),
    password: v.pipe(
      requiredSecret(loginMessages.passwordRequired),
      v.minLength(PASSWORD_MIN_LENGTH, registrationMessages.passwordTooShort),
    ),
    invitationToken: v.optional(v.nullable(v.string())),
  });
}

export type RegistrationInput = v.InferInput<ReturnType<typeof registrationSchema>>;
export type RegistrationData = v.InferOutput<ReturnType<typeof registrationSchema>>;
