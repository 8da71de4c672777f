// How an extra or a discount reads on the booking page. Percentage extras store hundredths of a
// percent in amountCents (800 = 8.00%); fixed ones are money in cents, per unit.
import type { Extra } from '../../../shared/contract/bookings.ts';
import { type CurrencyCode, formatMoney } from '../../../shared/domain/money.ts';

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** '8%', '-5%', '12.5%' for percentages; '€60.00' for fixed amounts (one unit). */
export function extraValueText(extra: Pick<Extra, 'amountCents' | 'valueType'>, currency: CurrencyCode): string {
  if (extra.valueType === 'percentage') return `${percent.format(extra.amountCents / 100)}%`;
  return formatMoney(extra.amountCents, currency);
}

/** What the line comes to: a fixed amount times its quantity; a percentage has no fixed total. */
export function extraTotalText(extra: Pick<Extra, 'amountCents' | 'valueType' | 'quantity'>, currency: CurrencyCode) {
  if (extra.valueType === 'percentage') return extraValueText(extra, currency);
  return formatMoney(extra.amountCents * Math.max(1, extra.quantity), currency);
}
