// The method of a payment as the lists show it: the brand icon and '•••• 4242' or 'Bank Transfer'.
import type { Payment } from '../../../../shared/contract/payments.ts';
import { isBankPayment, methodLabel } from '../payment-wording.ts';
import { CardBrandIcon } from './card-brand-icon.tsx';

type Props = { payment: Pick<Payment, 'payType' | 'cardBrand' | 'lastFour'> };

export function PaymentMethod({ payment }: Props) {
  const bank = isBankPayment(payment);
  const label = methodLabel(payment);
  if (!bank && payment.payType !== 'card') return label ? <span>{label}</span> : null;
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <CardBrandIcon brand={payment.cardBrand} bank={bank} />
      {label ? <span className="tabular-nums">{label}</span> : null}
    </span>
  );
}
