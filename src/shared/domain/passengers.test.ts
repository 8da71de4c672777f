import { describe, expect, it } from 'vitest';
import {
  depositOutstandingCents,
  isGuest,
  type PassengerFacts,
  passengerDisplayName,
  passengerPill,
  personalInfoStatus,
  sortPassengers,
  withInfoStatus,
} from './passengers.ts';

const LEAD = 1;
const base: PassengerFacts = {
  customerId: null,
  title: 'Ms',
  firstName: 'Ada',
  lastName: 'Lovelace',
  age: 1980,
  nationality: 'British',
  passengerStatus: 'unpaid',
  deck: 'default',
  totalPriceCents: 200_000,
  amountPaidCents: 0,
  depositCents: 50_000,
};
const empty: PassengerFacts = { ...base, title: null, firstName: null, lastName: null, age: null, nationality: null };
const p = (overrides: Partial<PassengerFacts> & { name?: string }) => ({ ...base, ...overrides });
/** The pill of a passenger owing exactly their own total (no booking extras to share). */
const pill = (facts: PassengerFacts) => passengerPill(facts, facts.totalPriceCents);

describe('personal-info status', () => {
  it('is complete when title, full name, age and nationality are all filled', () => {
    expect(personalInfoStatus(base)).toBe('complete');
  });
  it('is empty when all are empty', () => {
    expect(personalInfoStatus(empty)).toBe('empty');
    expect(personalInfoStatus({ ...empty, firstName: '  ' })).toBe('empty');
  });
  it('is partial otherwise', () => {
    expect(personalInfoStatus({ ...empty, nationality: 'Peruvian' })).toBe('partial');
    expect(personalInfoStatus({ ...base, title: null })).toBe('partial');
  });
  it('counts a guest only when empty and nothing is paid', () => {
    expect(isGuest(withInfoStatus(empty))).toBe(true);
    expect(isGuest(withInfoStatus({ ...empty, amountPaidCents: 100 }))).toBe(false);
    expect(isGuest(withInfoStatus(base))).toBe(false);
  });
});

describe('pill', () => {
  it('cancelled beats everything', () => {
    expect(pill(p({ passengerStatus: 'cancelled', amountPaidCents: 200_000 }))).toBe('cancelled');
  });
  it('fully_paid when paid at or above total', () => {
    expect(pill(p({ amountPaidCents: 200_000 }))).toBe('fully_paid');
    expect(pill(p({ amountPaidCents: 250_000 }))).toBe('fully_paid');
  });
  it('deposit when no deposit is outstanding', () => {
    expect(pill(p({ amountPaidCents: 50_000 }))).toBe('deposit');
  });
  it('nothing otherwise', () => {
    expect(pill(p({ amountPaidCents: 49_999 }))).toBeNull();
  });
  it('fully_paid for a zero-priced passenger, paid or not', () => {
    expect(pill(p({ totalPriceCents: 0, depositCents: 0, amountPaidCents: 0 }))).toBe('fully_paid');
    expect(pill(p({ totalPriceCents: 0, depositCents: 0, amountPaidCents: 100 }))).toBe('fully_paid');
  });
  it('fully_paid at exactly the total and over it, even with no deposit asked', () => {
    expect(pill(p({ depositCents: 0, amountPaidCents: 200_000 }))).toBe('fully_paid');
    expect(pill(p({ depositCents: 0, amountPaidCents: 200_001 }))).toBe('fully_paid');
    expect(pill(p({ amountPaidCents: 199_999 }))).toBe('deposit');
  });
  it('deposit when no deposit is asked: nothing is outstanding', () => {
    expect(pill(p({ depositCents: 0, amountPaidCents: 0 }))).toBe('deposit');
  });
  it('fully_paid when paid at or above a due that differs from the own total', () => {
    expect(passengerPill(p({ amountPaidCents: 197_000 }), 197_000)).toBe('fully_paid');
    expect(passengerPill(p({ amountPaidCents: 200_000 }), 203_000)).toBe('deposit');
  });
  it('floors a negative deposit outstanding at 0', () => {
    expect(depositOutstandingCents({ depositCents: 100, amountPaidCents: 500 })).toBe(0);
  });
});

describe('displayed name', () => {
  const ctx = { leadCustomerId: LEAD, viewerIsLead: true };
  it('shows the full name', () => expect(passengerDisplayName(base, ctx)).toBe('Ada Lovelace'));
  it("shows 'Invited Passenger' for a linked customer with no name", () =>
    expect(passengerDisplayName({ ...empty, customerId: 7 }, ctx)).toBe('Invited Passenger'));
  it("shows 'Add Name' to the lead", () => expect(passengerDisplayName(empty, ctx)).toBe('Add Name'));
  it("shows 'Passenger' to others", () =>
    expect(passengerDisplayName(empty, { leadCustomerId: LEAD, viewerIsLead: false })).toBe('Passenger'));
});

describe('sort order', () => {
  it('puts the lead first and cancelled last', () => {
    const list = [
      p({ firstName: 'Cancelled', passengerStatus: 'cancelled', customerId: 9 }),
      p({ firstName: 'Other', passengerStatus: 'confirmed' }),
      p({ firstName: 'Lead', customerId: LEAD }),
    ];
    expect(sortPassengers(list.map(withInfoStatus), LEAD).map((x) => x.firstName)).toEqual([
      'Lead',
      'Other',
      'Cancelled',
    ]);
  });
  it('puts unassigned spots after named ones, confirmed ahead, unpaid lower', () => {
    const list = [
      { ...empty, firstName: null },
      p({ firstName: 'Unpaid' }),
      p({ firstName: 'Paid', amountPaidCents: 1000 }),
      p({ firstName: 'Confirmed', passengerStatus: 'confirmed' }),
    ];
    expect(sortPassengers(list.map(withInfoStatus), LEAD).map((x) => x.firstName)).toEqual([
      'Confirmed',
      'Paid',
      'Unpaid',
      null,
    ]);
  });
  it('orders by info completeness then deck', () => {
    const list = [
      p({ firstName: 'Lower', deck: 'lower' }),
      p({ firstName: 'Partial', nationality: null, deck: 'above' }),
      p({ firstName: 'Above', deck: 'above' }),
    ];
    expect(sortPassengers(list.map(withInfoStatus), LEAD).map((x) => x.firstName)).toEqual([
      'Above',
      'Lower',
      'Partial',
    ]);
  });
});
