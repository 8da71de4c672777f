import * as v from 'valibot';
import { loginMessages } from './login.ts';
import { requiredPhone } from './phone.ts';
import {
  birthYear,
  MAX_LENGTH,
  optionalToken,
  PASSWORD_MIN_LENGTH,
  requiredChoice,
  requiredSecret,
  requiredText,
  TITLES,
} from './fields.ts';

// 'Please enter your' plus the field label.
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
    firstName: requiredText(pleaseEnter('firstName'), MAX_LENGTH.name),
    lastName: requiredText(pleaseEnter('lastName'), MAX_LENGTH.name),
    email: v.pipe(requiredText(loginMessages.emailRequired, MAX_LENGTH.email), v.email(loginMessages.emailInvalid)),
    age: birthYear(currentYear, { required: pleaseEnter('age'), tooYoung: registrationMessages.tooYoung }),
    nationality: requiredText(pleaseEnter('nationality'), MAX_LENGTH.name),
    countryCode: requiredText(pleaseEnter('countryCode'), MAX_LENGTH.countryCode),
    tel: requiredPhone(pleaseEnter('tel')),
    password: v.pipe(
      requiredSecret(loginMessages.passwordRequired),
      v.minLength(PASSWORD_MIN_LENGTH, registrationMessages.passwordTooShort),
    ),
    invitationToken: optionalToken(loginMessages.invitationInvalid),
  });
}

export type RegistrationData = v.InferOutput<ReturnType<typeof registrationSchema>>;
