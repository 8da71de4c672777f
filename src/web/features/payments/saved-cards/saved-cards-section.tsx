// The profile's 'Saved cards' section: the customer's cards (name, brand, masked digits,
// cardholder), adding one and removing one. Both changes need the network: offline they are
// disabled with the shared reason (offline/online-status.ts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { CreditCard } from '../../../../shared/contract/credit-cards.ts';
import { OfflineReason } from '../../../offline/offline-reason.tsx';
import { useOfflineReason } from '../../../offline/offline-reason-scope.tsx';
import { Button } from '../../../ui/button.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { CardBrandIcon } from '../components/card-brand-icon.tsx';
import { cardBrandName, maskedLastFour } from '../payment-wording.ts';
import { AddCardDialog } from './add-card-dialog.tsx';
import { removeCardMutation } from './card-mutations.ts';
import { creditCardsQuery } from './credit-card-queries.ts';
import { RemoveCardDialog } from './remove-card-dialog.tsx';

export const NO_SAVED_CARDS = "You haven't saved any cards yet.";
export const SAVED_CARDS_LOAD_FAILED = 'Sorry! There was an error loading your saved cards.';

export function SavedCardsSection() {
  const headingId = useId();
  const offlineId = useId();
  const { online, reasonId: offlineReason, showOwn } = useOfflineReason(offlineId);
  const queryClient = useQueryClient();
  const cards = useQuery(creditCardsQuery());
  const remove = useMutation(removeCardMutation(queryClient));
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<CreditCard | null>(null);
  // A confirmed removal takes the focused Remove button out of the list: keyboard and screen-reader
  // users continue from the section's heading instead of the top of the page.
  const heading = useRef<HTMLHeadingElement>(null);
  const refocusAfterRemoval = useRef(false);
  useEffect(() => {
    if (!refocusAfterRemoval.current || cards.data === undefined) return;
    const active = document.activeElement;
    if (active === null || active === document.body || !active.isConnected) {
      refocusAfterRemoval.current = false;
      heading.current?.focus();
    }
  }, [cards.data]);

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
          Saved cards
        </h2>
        <Button variant="secondary" onClick={() => setAdding(true)} disabled={!online} aria-describedby={offlineReason}>
          Add card
        </Button>
      </div>
      {showOwn ? <OfflineReason id={offlineId} className="mb-4" /> : null}
      {cards.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading your saved cards…</span>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : cards.isError ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{SAVED_CARDS_LOAD_FAILED}</p>
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => cards.refetch()}
            busy={cards.isFetching}
            disabled={cards.isFetching}
          >
            Try again
          </Button>
        </div>
      ) : cards.data.length === 0 ? (
        <p className="text-slate-700">{NO_SAVED_CARDS}</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Saved cards">
          {cards.data.map((card) => (
            <li key={card.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="flex min-w-0 items-center gap-3">
                <CardBrandIcon brand={card.cardBrand} />
                <div className="min-w-0">
                  <p className="break-words font-semibold">{card.aliasName}</p>
                  <p className="text-sm text-slate-700">
                    <span className="sr-only">{cardBrandName(card.cardBrand) ?? 'Card'} </span>
                    <span className="tabular-nums">{maskedLastFour(card.lastFour)}</span>
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">, cardholder </span>
                    <span className="break-words">{card.cardholderName}</span>
                  </p>
                </div>
              </div>
              <Button
                variant="secondary"
                onClick={() => setRemoving(card)}
                disabled={!online}
                aria-describedby={offlineReason}
                aria-label={`Remove ${card.aliasName}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AddCardDialog open={adding} onClose={() => setAdding(false)} />
      <RemoveCardDialog
        card={removing}
        onCancel={() => setRemoving(null)}
        onConfirm={(card) => {
          setRemoving(null);
          refocusAfterRemoval.current = true;
          remove.mutate(card.id);
        }}
      />
    </section>
  );
}
