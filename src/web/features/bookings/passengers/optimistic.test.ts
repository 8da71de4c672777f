import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sampleData } from '../../../../../tests/factories/passenger-details.ts';
import { type Booking, type Passenger, passenger as passengerAnswer } from '../../../../shared/contract/bookings.ts';
import { withPassenger, withPassengerDetails } from './optimistic.ts';

const passenger = (id: number, extra: Partial<Passenger> = {}): Passenger => ({
  id,
  bookingId: 1,
  customerId: null,
  title: null,
  firstName: null,
  lastName: null,
  fullName: '',
  email: null,
  age: null,
  nationality: null,
  passengerStatus: 'unpaid',
  personalInfoStatus: 'empty',
  canBeChanged: true,
  shipType: null,
  deck: 'default',
  unitPriceCents: 100,
  totalPriceCents: 100,
  cancellationFeeCents: 0,
  amountPaidCents: 0,
  depositCents: 0,
  depositOutstandingCents: 0,
  remainingAmountCents: 100,
  passengerExtras: [],
  invitationPending: false,
  ...extra,
});

const booking = { id: 1, passengers: [passenger(1), passenger(2, { firstName: 'Sophie' })] } as unknown as Booking;

describe('optimistic passenger edit', () => {
  it('changes only the edited passenger and derives its full name and info status', () => {
    const next = withPassengerDetails(booking, 2, {
      ...sampleData(2026),
      title: 'Ms',
      firstName: 'Sophie',
      lastName: 'Walsh',
      email: null,
      age: 1990,
      nationality: 'Irish',
    });
    expect(next.passengers[0]).toBe(booking.passengers[0]);
    expect(next.passengers[1]).toMatchObject({ fullName: 'Sophie Walsh', personalInfoStatus: 'complete', age: 1990 });
    expect(booking.passengers[1]?.fullName).toBe(''); // the previous booking is untouched (rollback)
  });

  it('is a valid answer for every defined detail the form sends (the form keys are answer keys)', () => {
    const data = sampleData(2026);
    const next = withPassengerDetails(booking, 2, data).passengers[1];
    expect(v.parse(passengerAnswer, next)).toMatchObject(data);
  });

  it("puts the server's passenger in place", () => {
    const server = passenger(1, { fullName: 'From Server' });
    expect(withPassenger(booking, server).passengers.map((p) => p.fullName)).toEqual(['From Server', '']);
  });
});
