// Booking and passenger extras: a negative amount is a Discount, otherwise an
// Extra; ordered extras before discounts, fixed before percentage, then by amount. Percentage
// extras store hundredths of a percent in amountCents (800 = 8%); fixed ones are money in cents,
// per unit. How they read is decided here only, so a discount never reads '-3%' in one place and
// '-10.00%' in another.
import { type CurrencyCode, formatMoney, hundredthsText } from './money.ts';

export type ExtraFacts = { extraType: 'extra' | 'discount'; valueType: 'fixed' | 'percentage'; amountCents: number };

export const extraLabel = (extra: Pick<ExtraFacts, 'amountCents'>) => (extra.amountCents < 0 ? 'Discount' : 'Extra');

export function sortExtras<E extends ExtraFacts>(list: readonly E[]): E[] {
  const typeRank = (e: E) => (e.extraType === 'extra' && e.amountCents >= 0 ? 0 : 1);
  const valueRank = (e: E) => (e.valueType === 'fixed' ? 0 : 1);
  return [...list].sort(
    (a, b) => typeRank(a) - typeRank(b) || valueRank(a) - valueRank(b) || a.amountCents - b.amountCents,
  );
}

/**
 * Hundredths of a percent as text: 800 -> '8%', -300 -> '-3%', 1250 -> '12.5%'. Intl's en-US
 * output with at most two decimals, written out (money.ts says why).
 */
export function formatPercent(hundredths: number): string {
  if (!Number.isFinite(hundredths)) return `${new Intl.NumberFormat('en-US').format(hundredths / 100)}%`;
  const { minus, digits } = hundredthsText(hundredths, true);
  return `${minus}${digits}%`;
}

type Shown = Pick<ExtraFacts, 'amountCents' | 'valueType'>;

/** One unit of an extra: '8%', '-5%' for percentages; '€60.00' for fixed amounts. */
export function formatExtraValue(extra: Shown, currency: CurrencyCode): string {
  return extra.valueType === 'percentage' ? formatPercent(extra.amountCents) : formatMoney(extra.amountCents, currency);
}

/** What the line comes to: a fixed amount times its quantity; a percentage has no fixed total. */
export function formatExtraTotal(extra: Shown & { quantity: number }, currency: CurrencyCode): string {
  if (extra.valueType === 'percentage') return formatExtraValue(extra, currency);
  return formatMoney(extra.amountCents * Math.max(1, extra.quantity), currency);
}
