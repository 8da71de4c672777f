// The server reads the passenger's details from their one definition: the 30-day refusal checks
// exactly the locked details, and a detail missing from a request keeps what is stored.
import { describe, expect, it } from 'vitest';
import { sampleData } from '../../../tests/factories/passenger-details.ts';
import { LOCKED_WITHIN_30_DAYS, PASSENGER_FIELDS } from '../../shared/domain/forms/passenger.ts';
import type { PassengerRow } from '../bookings/load-booking.ts';
import { changedFilledFields } from './passenger-access.ts';
import { storedDetails, withStoredDetails } from './passenger-details.ts';

const YEAR = 2026;
const formData = (variant: 0 | 1) => sampleData(YEAR, variant);
const row = (details: object) => ({ id: 1, passengerStatus: 'unpaid', ...details }) as unknown as PassengerRow;

describe('the 30-day refusal', () => {
  it('sees a change to exactly the locked details, once they are filled', () => {
    const filled = row(formData(0));
    expect(changedFilledFields(filled, formData(1))).toEqual(LOCKED_WITHIN_30_DAYS);
    expect(changedFilledFields(filled, formData(0))).toEqual([]);
    const empty = row(Object.fromEntries(PASSENGER_FIELDS.map((field) => [field, null])));
    expect(changedFilledFields(empty, formData(1))).toEqual([]);
  });
});

describe('a request without some details', () => {
  it('keeps each missing detail as stored, and takes what is sent, null included', () => {
    const stored = row(formData(0));
    for (const field of PASSENGER_FIELDS) {
      const { [field]: _left, ...sent } = formData(1);
      const merged = withStoredDetails(stored, sent);
      expect(merged[field], field).toEqual(stored[field]);
      expect(withStoredDetails(stored, { ...sent, [field]: null })[field]).toBeNull();
    }
  });

  it('the stored details are exactly the defined ones', () => {
    expect(Object.keys(storedDetails(row({ ...formData(0), deck: 'above' })))).toEqual(PASSENGER_FIELDS);
  });
});
