// Money rules for the demo plans. Stored totals must match what the plan implies:
//   passenger total = unit price + its extras (a cancelled passenger owes only the cancellation fee)
//   booking total   = sum of passenger totals + booking extras (percentages of the active passengers' sum)
// Percentage amounts are hundredths of a percent (amountCents 800 = 8.00%).
import type { ExtraPlan, PassengerPlan } from './booking-plan-types.ts';

export function extraEffectCents(extra: ExtraPlan, baseCents: number): number {
  const quantity = extra.quantity ?? 1;
  if (extra.valueType === 'percentage') return Math.round((baseCents * extra.amountCents) / 10_000) * quantity;
  return extra.amountCents * quantity;
}

export function passengerTotalCents(passenger: PassengerPlan): number {
  if (passenger.status === 'cancelled') return passenger.cancellationFeeCents ?? 0;
  return (passenger.extras ?? []).reduce(
    (sum, extra) => sum + extraEffectCents(extra, passenger.unitPriceCents),
    passenger.unitPriceCents,
  );
}

export function bookingTotalCents(passengers: PassengerPlan[], extras: ExtraPlan[]): number {
  const passengersSum = passengers.reduce((sum, passenger) => sum + passengerTotalCents(passenger), 0);
  const activeSum = passengers
    .filter((passenger) => passenger.status !== 'cancelled')
    .reduce((sum, passenger) => sum + passengerTotalCents(passenger), 0);
  return extras.reduce((sum, extra) => sum + extraEffectCents(extra, activeSum), passengersSum);
}

/** Per-passenger deposit: the booking's per-passenger figure, or the charter deposit split evenly. */
export function passengerDepositsCents(
  passengers: PassengerPlan[],
  perPassengerCents: number,
  charterDepositCents: number | undefined,
): number[] {
  const active = passengers.filter((passenger) => passenger.status !== 'cancelled').length;
  let remainder = charterDepositCents === undefined ? 0 : charterDepositCents % Math.max(active, 1);
  return passengers.map((passenger) => {
    if (passenger.status === 'cancelled') return 0;
    if (charterDepositCents === undefined) return perPassengerCents;
    const share = Math.floor(charterDepositCents / active) + (remainder > 0 ? 1 : 0);
    remainder = Math.max(remainder - 1, 0);
    return share;
  });
}
