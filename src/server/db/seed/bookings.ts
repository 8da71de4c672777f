// Inserts the planned bookings in order (ids from 40001), their passengers and extras, with every
// stored total derived from the plan by pricing.ts and ledger.ts.
import type { Db } from '../client.ts';
import { bookingExtras, bookings, type ExtraType, passengerExtras, passengers } from '../schema.ts';
import type { BookingKey, BookingPlan, ExtraPlan } from './booking-plan-types.ts';
import { bankTransferTemplate, GREEK_TAX_NOTICE, termsTemplate, transferwiseTemplate } from './booking-templates.ts';
import type { Catalogue } from './catalogue.ts';
import type { People } from './customers.ts';
import { type Ledger, planLedger } from './ledger.ts';
import { bookingTotalCents, passengerDepositsCents, passengerTotalCents } from './pricing.ts';
import type { RelativeDates } from './relative-dates.ts';

export type SeededBooking = {
  id: number;
  plan: BookingPlan;
  ledger: Ledger;
  passengerIds: Record<string, number>;
};
export type SeededBookings = Record<BookingKey, SeededBooking>;

const extraRow = (extra: ExtraPlan) => ({
  name: extra.name,
  amountCents: extra.amountCents,
  quantity: extra.quantity ?? 1,
  extraType: (extra.amountCents < 0 ? 'discount' : 'extra') as ExtraType,
  valueType: extra.valueType ?? 'fixed',
});

export async function seedBookings(
  db: Db,
  plans: BookingPlan[],
  context: { catalogue: Catalogue; people: People; dates: RelativeDates },
): Promise<SeededBookings> {
  const { catalogue, people, dates } = context;
  const seeded = {} as SeededBookings;
  for (const plan of plans) {
    const entry = catalogue[plan.direction];
    const ledger = planLedger(plan);
    const createdAt = dates.at(plan.createdAt, -2);
    const [booking] = await db
      .insert(bookings)
      .values({
        brand: entry.brand,
        customerId: people.customers[plan.customer],
        productId: entry.productId,
        directionId: entry.directionId,
        departAt: dates.departure(plan.departIn),
        numberOfDays: entry.numberOfDays,
        transportName: plan.transportName ?? null,
        expireAt: plan.expireIn === undefined ? null : dates.at(plan.expireIn),
        cancelledAt: plan.cancelledAt === undefined ? null : dates.at(plan.cancelledAt),
        paymentDueDate: dates.day(plan.paymentDueIn),
        currencyCode: plan.currency,
        totalCents: bookingTotalCents(plan.passengers, plan.extras ?? []),
        paidCents: ledger.paidCents,
        unallocatedCents: ledger.unallocatedCents,
        depositPerPassengerCents: plan.depositPerPassengerCents,
        charterDepositCents: plan.charterDepositCents ?? 0,
        isCharter: plan.isCharter ?? false,
        isYachtCharter: plan.isYachtCharter ?? false,
        paymentAllocationEnabled: plan.paymentAllocationEnabled ?? false,
        termsTemplate: plan.withTerms ? termsTemplate(entry.brand) : null,
        bankTransferTemplate: bankTransferTemplate(entry.brand, plan.currency),
        transferwiseTemplate: transferwiseTemplate(plan.currency),
        myAccountNotice: plan.localTaxNotice ? GREEK_TAX_NOTICE : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: bookings.id });
    if (!booking) throw new Error(`Booking ${plan.key} was not inserted`);

    if (plan.extras?.length) {
      await db
        .insert(bookingExtras)
        .values(plan.extras.map((extra) => ({ ...extraRow(extra), bookingId: booking.id })));
    }

    const deposits = passengerDepositsCents(plan.passengers, plan.depositPerPassengerCents, plan.charterDepositCents);
    const passengerIds: Record<string, number> = {};
    for (const [position, passenger] of plan.passengers.entries()) {
      const person = passenger.person;
      const [row] = await db
        .insert(passengers)
        .values({
          bookingId: booking.id,
          customerId: passenger.customer ? people.customers[passenger.customer] : null,
          title: person.title ?? null,
          firstName: person.firstName ?? null,
          lastName: person.lastName ?? null,
          email: person.email ?? null,
          age: person.age ?? null,
          nationality: person.nationality ?? null,
          passengerStatus: passenger.status,
          shipType: passenger.shipType ?? null,
          deck: passenger.deck ?? 'default',
          unitPriceCents: passenger.unitPriceCents,
          totalPriceCents: passengerTotalCents(passenger),
          cancellationFeeCents: passenger.cancellationFeeCents ?? 0,
          amountPaidCents: ledger.paidByPassenger[passenger.key] ?? 0,
          depositCents: deposits[position] ?? 0,
          position,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: passengers.id });
      if (!row) throw new Error(`Passenger ${plan.key}/${passenger.key} was not inserted`);
      passengerIds[passenger.key] = row.id;
      // A cancelled passenger shows a fee and no extras, so none are stored for one.
      if (passenger.extras?.length && passenger.status !== 'cancelled') {
        await db
          .insert(passengerExtras)
          .values(passenger.extras.map((extra) => ({ ...extraRow(extra), passengerId: row.id })));
      }
    }
    seeded[plan.key] = { id: booking.id, plan, ledger, passengerIds };
  }
  return seeded;
}
