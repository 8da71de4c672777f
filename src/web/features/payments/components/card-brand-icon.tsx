// Small inline brand marks (no image requests, print in colour): Visa, Mastercard, a generic card
// and a bank. Each carries an accessible name, so the method reads out as 'Visa •••• 4242'.
import type { CARD_BRANDS } from '../../../../shared/contract/payments.ts';
import { cardBrandName } from '../payment-wording.ts';

type Props = { brand: (typeof CARD_BRANDS)[number] | null; bank?: boolean; className?: string };

const box = 'h-6 w-9 shrink-0';

export function CardBrandIcon({ brand, bank = false, className = '' }: Props) {
  if (bank) {
    return (
      <svg role="img" aria-label="Bank" viewBox="0 0 36 24" className={`${box} ${className}`}>
        <rect x="0.5" y="0.5" width="35" height="23" rx="3" fill="#f1f5f9" stroke="#94a3b8" />
        <path d="M18 4 8 9h20z" fill="#334155" />
        <path d="M10 10h2.5v7H10zm4.5 0H17v7h-2.5zm4.5 0h2.5v7H19zm4.5 0H26v7h-2.5zM8 18h20v2H8z" fill="#334155" />
      </svg>
    );
  }
  const name = cardBrandName(brand) ?? 'Card';
  if (brand === 'visa') {
    return (
      <svg role="img" aria-label={name} viewBox="0 0 36 24" className={`${box} ${className}`}>
        <rect x="0.5" y="0.5" width="35" height="23" rx="3" fill="#ffffff" stroke="#94a3b8" />
        <text
          x="18"
          y="16"
          textAnchor="middle"
          fontFamily="Arial, Helvetica, sans-serif"
          fontSize="10"
          fontStyle="italic"
          fontWeight="700"
          fill="#1a1f71"
        >
          VISA
        </text>
      </svg>
    );
  }
  if (brand === 'mastercard') {
    return (
      <svg role="img" aria-label={name} viewBox="0 0 36 24" className={`${box} ${className}`}>
        <rect x="0.5" y="0.5" width="35" height="23" rx="3" fill="#ffffff" stroke="#94a3b8" />
        <circle cx="14.5" cy="12" r="6.5" fill="#eb001b" />
        <circle cx="21.5" cy="12" r="6.5" fill="#f79e1b" fillOpacity="0.9" />
      </svg>
    );
  }
  return (
    <svg role="img" aria-label={name} viewBox="0 0 36 24" className={`${box} ${className}`}>
      <rect x="0.5" y="0.5" width="35" height="23" rx="3" fill="#f8fafc" stroke="#94a3b8" />
      <rect x="1" y="5" width="34" height="4" fill="#475569" />
      <rect x="5" y="14" width="12" height="2.5" rx="1" fill="#94a3b8" />
    </svg>
  );
}
