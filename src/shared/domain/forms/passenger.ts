// The passenger's details, defined once: each field's label, input, rule, answer shape, who sees it
// and whether the 30-day rule locks it. The form, the server's validation and update, the 30-day
// lock on both halves, the answer schema and the presenter all read this table (see
// docs/adding-a-field.md). The server validates PUT .../passengers/{id} with passengerSchema too.
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

/** How the form asks for a field; e-mail addresses also compare without case. */
type PassengerInput = 'title' | 'text' | 'email' | 'birthYear' | 'nationality';

type PassengerDetail = {
  label: string;
  input: PassengerInput;
  /** Shown as the field's hint ("Optional") and never required by the rule. */
  optional: boolean;
  /** The longest text the input takes (text and e-mail inputs). */
  maxLength?: number;
  /** The request's rule, with the form's messages; the birth year depends on the current year. */
  rule: (currentYear: number) => v.GenericSchema;
  /** The value in the answer: what is stored, or null. */
  answer: v.GenericSchema;
  /** Fellow passengers on the booking see it too; otherwise only the lead and the passenger themself. */
  shownToFellows: boolean;
  /** Once filled, it can no longer be changed within 30 days of departure (passenger-lock.ts). */
  lockedWithin30Days: boolean;
};

const storedText = v.nullable(v.string());

/** In the form's order. */
export const PASSENGER_DETAILS = {
  title: {
    label: 'Title',
    input: 'title',
    optional: false,
    rule: () => requiredChoice(TITLES, passengerMessages.titleRequired),
    answer: storedText,
    shownToFellows: false,
    lockedWithin30Days: true,
  },
  firstName: {
    label: 'First Name',
    input: 'text',
    optional: false,
    maxLength: MAX_LENGTH.name,
    rule: () => requiredText(passengerMessages.firstNameRequired, MAX_LENGTH.name),
    answer: storedText,
    shownToFellows: true,
    lockedWithin30Days: true,
  },
  lastName: {
    label: 'Last Name',
    input: 'text',
    optional: false,
    maxLength: MAX_LENGTH.name,
    rule: () => requiredText(passengerMessages.lastNameRequired, MAX_LENGTH.name),
    answer: storedText,
    shownToFellows: true,
    lockedWithin30Days: true,
  },
  email: {
    label: 'Email',
    input: 'email',
    optional: true,
    maxLength: MAX_LENGTH.email,
    rule: () => optionalEmail(passengerMessages.emailInvalid),
    answer: storedText,
    shownToFellows: false,
    lockedWithin30Days: true,
  },
  age: {
    label: 'Birth Year',
    input: 'birthYear',
    optional: false,
    rule: (currentYear: number) =>
      birthYear(currentYear, { required: passengerMessages.birthYearRequired, tooYoung: passengerMessages.tooYoung }),
    answer: v.nullable(v.number()),
    shownToFellows: false,
    lockedWithin30Days: true,
  },
  nationality: {
    label: 'Nationality',
    input: 'nationality',
    optional: false,
    rule: () => requiredText(passengerMessages.nationalityRequired, MAX_LENGTH.name),
    answer: storedText,
    shownToFellows: false,
    lockedWithin30Days: true,
  },
} as const satisfies Record<string, PassengerDetail>;

export type PassengerDetails = typeof PASSENGER_DETAILS;
export type PassengerField = keyof PassengerDetails;

export const PASSENGER_FIELDS = Object.keys(PASSENGER_DETAILS) as PassengerField[];

/** The fields the 30-day rule locks once filled; the server refuses a change to them, the form shows them read-only. */
export const LOCKED_WITHIN_30_DAYS = PASSENGER_FIELDS.filter((field) => PASSENGER_DETAILS[field].lockedWithin30Days);

/** Stored and given values are the same detail: trimmed, and e-mail addresses without case. */
export function sameDetail(field: PassengerField, stored: unknown, given: unknown): boolean {
  const text = (value: unknown) => {
    const trimmed = value === null || value === undefined ? '' : String(value).trim();
    return PASSENGER_DETAILS[field].input === 'email' ? trimmed.toLowerCase() : trimmed;
  };
  return text(stored) === text(given);
}

type Rules = { [K in PassengerField]: ReturnType<PassengerDetails[K]['rule']> };

export function passengerSchema(currentYear: number) {
  const rules = Object.fromEntries(
    PASSENGER_FIELDS.map((field) => [field, PASSENGER_DETAILS[field].rule(currentYear)]),
  );
  return v.object(rules as Rules);
}

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

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
