import { describe, expect, it } from 'vitest';
import { sampleData } from '../../../../../tests/factories/passenger-details.ts';
import {
  LOCKED_WITHIN_30_DAYS,
  PASSENGER_DETAILS,
  PASSENGER_FIELDS,
} from '../../../../shared/domain/forms/passenger.ts';
import {
  hasOpenFields,
  initialValues,
  isFieldLocked,
  showSubmit,
  submitCaption,
  updateFailureLines,
  validatePassengerForm,
} from './passenger-form-rules.ts';

const complete = {
  ...sampleData(2026),
  title: 'Ms',
  firstName: 'Emily',
  lastName: 'Bennett',
  email: 'emily@example.com',
  age: 1991,
  nationality: 'British',
  personalInfoStatus: 'complete' as const,
  canBeChanged: true,
};
const partial = { ...complete, lastName: null, email: null, personalInfoStatus: 'partial' as const };

describe('submit caption and visibility', () => {
  it('says UPDATE DETAILS only when the info is complete and can be changed', () => {
    expect(submitCaption(complete)).toBe('UPDATE DETAILS');
    expect(submitCaption({ ...complete, canBeChanged: false })).toBe('ADD DETAILS');
    expect(submitCaption(partial)).toBe('ADD DETAILS');
    expect(submitCaption({ ...partial, personalInfoStatus: 'empty' })).toBe('ADD DETAILS');
  });

  it('shows the button when the passenger is updatable or some field is still open', () => {
    expect(showSubmit(complete)).toBe(true);
    expect(showSubmit({ ...partial, canBeChanged: false })).toBe(true);
    expect(hasOpenFields({ ...complete, canBeChanged: false, email: null })).toBe(true);
  });

  it('hides it once every field is filled and locked; a field the 30-day rule never locks keeps it', () => {
    const neverLocked = PASSENGER_FIELDS.filter((field) => !PASSENGER_DETAILS[field].lockedWithin30Days);
    expect(showSubmit({ ...complete, canBeChanged: false })).toBe(neverLocked.length > 0);
    expect(hasOpenFields({ ...complete, canBeChanged: false })).toBe(neverLocked.length > 0);
  });
});

describe('locked fields', () => {
  it('locks only filled fields, and only once the passenger can no longer be changed', () => {
    const locked = { ...partial, canBeChanged: false };
    expect(isFieldLocked(locked, 'firstName')).toBe(true);
    expect(isFieldLocked(locked, 'age')).toBe(true);
    expect(isFieldLocked(locked, 'lastName')).toBe(false);
    expect(isFieldLocked(locked, 'email')).toBe(false);
    expect(isFieldLocked(partial, 'firstName')).toBe(false);
  });

  it('locks the same details the server refuses to change: those defined as locked', () => {
    const filled = { ...sampleData(2026), personalInfoStatus: 'complete' as const, canBeChanged: false };
    expect(PASSENGER_FIELDS.filter((field) => isFieldLocked(filled, field))).toEqual(LOCKED_WITHIN_30_DAYS);
  });
});

describe('the form follows the defined details', () => {
  it('starts from every stored detail, empty where nothing is stored', () => {
    const stored = sampleData(2026);
    const values = initialValues(stored);
    expect(Object.keys(values)).toEqual(PASSENGER_FIELDS);
    for (const field of PASSENGER_FIELDS) expect(values[field]).toBe(String(stored[field]));
    const none = Object.fromEntries(PASSENGER_FIELDS.map((field) => [field, null]));
    expect(Object.values(initialValues(none as never))).toEqual(PASSENGER_FIELDS.map(() => ''));
  });

  it('names every field by its defined label in the failure toast', () => {
    for (const field of PASSENGER_FIELDS)
      expect(updateFailureLines({ [field]: ['is odd'] })).toEqual([`${PASSENGER_DETAILS[field].label}: is odd`]);
  });
});

describe('validatePassengerForm', () => {
  const year = 2026;
  const values = initialValues(complete);

  it('accepts a complete passenger and turns the birth year into a number', () => {
    const result = validatePassengerForm(values, year);
    expect(result).toEqual({
      ok: true,
      data: { ...values, age: 1991 },
    });
  });

  it('gives each field its message', () => {
    const blank = initialValues(Object.fromEntries(PASSENGER_FIELDS.map((field) => [field, null])) as never);
    const result = validatePassengerForm({ ...blank, lastName: ' ', email: 'nope' }, year);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      title: ['Title and First Name are required'],
      lastName: ['Last Name is required'],
      age: ['Birth Year is required'],
      email: ['Wrong email format'],
      nationality: ['Nationality is required'],
    });
  });

  it('keeps separate messages when only one of title and first name is missing', () => {
    const noTitle = validatePassengerForm({ ...values, title: '' }, year);
    const noName = validatePassengerForm({ ...values, firstName: '' }, year);
    expect(noTitle.ok ? null : noTitle.errors).toEqual({ title: ['Title is required'] });
    expect(noName.ok ? null : noName.errors).toEqual({ firstName: ['First Name is required'] });
  });

  it('refuses a passenger younger than 17 against the given (server) year', () => {
    const young = validatePassengerForm({ ...values, age: '2010' }, year);
    expect(young.ok ? null : young.errors).toEqual({ age: ['Passenger must be at least 17 years old'] });
    expect(validatePassengerForm({ ...values, age: '2009' }, year).ok).toBe(true);
  });
});

describe('updateFailureLines', () => {
  it("lists server field errors as 'field: message' lines", () => {
    expect(updateFailureLines({ lastName: ['Last Name is required'], age: ['is too young', 'is odd'] })).toEqual([
      'Last Name: Last Name is required',
      'Birth Year: is too young',
      'Birth Year: is odd',
    ]);
  });

  it("falls back to 'Passenger was not updated!'", () => {
    expect(updateFailureLines(undefined)).toEqual(['Passenger was not updated!']);
    expect(updateFailureLines({})).toEqual(['Passenger was not updated!']);
  });
});
