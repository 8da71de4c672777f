import { describe, expect, it } from 'vitest';
import { PASSENGER_FIELDS, type PassengerField } from '../../../../shared/domain/forms/passenger.ts';
import { passengerFormRows } from './passenger-form-layout.ts';

describe('passenger form rows', () => {
  it('shows every defined detail once, in its defined order', () => {
    expect(passengerFormRows().flatMap((row) => row.fields)).toEqual(PASSENGER_FIELDS);
  });

  it('pairs title with first name and birth year with nationality from tablet width', () => {
    const paired = passengerFormRows().filter((row) => row.columns !== null);
    expect(paired.map((row) => row.fields)).toEqual([
      ['title', 'firstName'],
      ['age', 'nationality'],
    ]);
  });

  it('gives a field defined later a row of its own after the others', () => {
    const fields = [...PASSENGER_FIELDS, 'dietaryNeeds' as PassengerField];
    expect(passengerFormRows(fields).at(-1)).toEqual({ fields: ['dietaryNeeds'], columns: null });
  });
});
