// Booking and passenger extras (account-areas §3): a negative amount is a Discount, otherwise an
// Extra; ordered extras before discounts, fixed before percentage, then by amount.
export type ExtraFacts = { extraType: 'extra' | 'discount'; valueType: 'fixed' | 'percentage'; amountCents: number };

export const extraLabel = (extra: Pick<ExtraFacts, 'amountCents'>) => (extra.amountCents < 0 ? 'Discount' : 'Extra');

export function sortExtras<E extends ExtraFacts>(list: readonly E[]): E[] {
  const typeRank = (e: E) => (e.extraType === 'extra' && e.amountCents >= 0 ? 0 : 1);
  const valueRank = (e: E) => (e.valueType === 'fixed' ? 0 : 1);
  return [...list].sort(
    (a, b) => typeRank(a) - typeRank(b) || valueRank(a) - valueRank(b) || a.amountCents - b.amountCents,
  );
}
