// The remove-card confirmation (removal needs confirmation; a danger-type confirmation: red mark,
// red action button).
import { useId } from 'react';
import type { CreditCard } from '../../../../shared/contract/credit-cards.ts';
import { OfflineReason } from '../../../offline/offline-reason.tsx';
import { useOnline } from '../../../offline/online-status.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { cardBrandName, maskedLastFour } from '../payment-wording.ts';

export const REMOVE_CARD_TITLE = 'Remove payment method';

type Props = { card: CreditCard | null; onCancel: () => void; onConfirm: (card: CreditCard) => void };

export function RemoveCardDialog({ card, onCancel, onConfirm }: Props) {
  const online = useOnline();
  const offlineId = useId();
  const described = card
    ? `${cardBrandName(card.cardBrand) ?? 'Card'} ${maskedLastFour(card.lastFour) ?? ''}`.trim()
    : '';
  return (
    <Dialog
      open={card != null}
      onClose={onCancel}
      title={REMOVE_CARD_TITLE}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={() => card && onConfirm(card)}
            disabled={!online}
            aria-describedby={online ? undefined : offlineId}
          >
            Remove
          </Button>
        </>
      }
    >
      <div className="flex gap-3">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-6 shrink-0 text-red-700" fill="none">
          <path d="M12 3 2 21h20L12 3Z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          <path d="M12 10v5m0 3v.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <p className="text-slate-800">
          Are you sure you want to remove <strong>{card?.aliasName}</strong> ({described})? You can add it again later.
        </p>
      </div>
      {online ? null : <OfflineReason id={offlineId} className="mt-3" />}
    </Dialog>
  );
}
