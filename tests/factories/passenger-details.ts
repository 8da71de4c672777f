// A valid value of every defined passenger detail, made from how the detail is asked for, so a
// newly defined field is covered by the tests that walk every detail. Two variants give two
// different values of each.
import * as v from 'valibot';
import { TITLES } from '../../src/shared/domain/forms/fields.ts';
import {
  PASSENGER_DETAILS,
  PASSENGER_FIELDS,
  type PassengerField,
  type PassengerFormData,
  passengerSchema,
} from '../../src/shared/domain/forms/passenger.ts';

type Sample = string | number;

export function sampleDetail(field: PassengerField, currentYear: number, variant: 0 | 1 = 0): Sample {
  switch (PASSENGER_DETAILS[field].input) {
    case 'title':
      return TITLES[variant];
    case 'birthYear':
      return currentYear - 30 - variant;
    case 'email':
      return `sample-${variant}@example.com`;
    case 'nationality':
      return variant === 0 ? 'British' : 'Irish';
    case 'text':
      return `Sample ${variant}`;
  }
}

export function sampleDetails(currentYear: number, variant: 0 | 1 = 0): Record<PassengerField, Sample> {
  return Object.fromEntries(
    PASSENGER_FIELDS.map((field) => [field, sampleDetail(field, currentYear, variant)]),
  ) as Record<PassengerField, Sample>;
}

/** The samples as the request's rule reads them: what the server stores and answers. */
export const sampleData = (currentYear: number, variant: 0 | 1 = 0): PassengerFormData =>
  v.parse(passengerSchema(currentYear), sampleDetails(currentYear, variant));
