// The passenger's details are defined once (PASSENGER_DETAILS); the answer schema, the fellow
// passengers' field list, the 30-day lock list and the request schema must all follow it.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sampleData } from '../../../tests/factories/passenger-details.ts';
import {
  LOCKED_WITHIN_30_DAYS,
  PASSENGER_DETAILS,
  PASSENGER_FIELDS,
  passengerSchema,
  sameDetail,
} from '../domain/forms/passenger.ts';
import { FELLOW_PASSENGER_FIELDS, passenger } from './bookings.ts';

const YEAR = 2026;
const fieldsWhere = (flag: 'shownToFellows' | 'lockedWithin30Days') =>
  PASSENGER_FIELDS.filter((field) => PASSENGER_DETAILS[field][flag]);

describe('one definition of the passenger details', () => {
  it('the request takes exactly the defined details', () => {
    expect(Object.keys(passengerSchema(YEAR).entries)).toEqual(PASSENGER_FIELDS);
  });

  it('the answer carries every defined detail', () => {
    expect(Object.keys(passenger.entries)).toEqual(expect.arrayContaining(PASSENGER_FIELDS));
  });

  it('what the request accepts, the answer carries: the optimistic picture is a valid answer', () => {
    const data = sampleData(YEAR);
    for (const field of PASSENGER_FIELDS) {
      expect(v.safeParse(passenger.entries[field], data[field]).success, field).toBe(true);
      expect(v.safeParse(passenger.entries[field], null).success, `${field} not stored yet`).toBe(true);
    }
  });

  it('fellow passengers receive exactly the details defined as shown to them', () => {
    const fellowDetails = FELLOW_PASSENGER_FIELDS.filter((field) => (PASSENGER_FIELDS as string[]).includes(field));
    expect(fellowDetails.sort()).toEqual(fieldsWhere('shownToFellows').sort());
    for (const field of PASSENGER_FIELDS.filter((f) => !PASSENGER_DETAILS[f].shownToFellows)) {
      expect(v.safeParse(passenger.entries[field], undefined).success, `${field} may be absent`).toBe(true);
    }
  });

  it('the 30-day lock list is the details defined as locked', () => {
    expect(LOCKED_WITHIN_30_DAYS).toEqual(fieldsWhere('lockedWithin30Days'));
  });

  it('compares stored and given details trimmed, e-mail addresses without case', () => {
    expect(sameDetail('email', 'Tom@Example.com', ' tom@example.com ')).toBe(true);
    expect(sameDetail('lastName', 'Reid', 'reid')).toBe(false);
    expect(sameDetail('age', 1986, '1986')).toBe(true);
    expect(sameDetail('nationality', null, '')).toBe(true);
  });
});
