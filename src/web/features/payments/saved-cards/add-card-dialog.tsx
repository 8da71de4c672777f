// The profile's add-card dialog: a name for the card, the cardholder,
// and the provider's card fields. The form lives inside the dialog's body, which unmounts on close,
// so every open starts empty (the form resets on close).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { creditCardMessages } from '../../../../shared/contract/credit-cards.ts';
import { MAX_LENGTH } from '../../../../shared/domain/forms/fields.ts';
import { isApiFailure } from '../../../lib/api-client.ts';
import { OfflineReason } from '../../../offline/offline-reason.tsx';
import { useOnline } from '../../../offline/online-status.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { FieldErrorText, TextField } from '../../../ui/field.tsx';
import { CardEntry } from '../card-entry/card-entry.tsx';
import type { CardEntryHandle } from '../card-entry/card-entry-types.ts';
import { addCardMutation } from './card-mutations.ts';

export const ADD_CARD_TITLE = 'Add Payment Method';

type Props = { open: boolean; onClose: () => void };

export function AddCardDialog({ open, onClose }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={ADD_CARD_TITLE}>
      <AddCardForm onDone={onClose} />
    </Dialog>
  );
}

type Errors = { aliasName?: string[]; cardholderName?: string[]; card?: string[] };

const blank = (value: string) => value.trim() === '';

function AddCardForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const offlineId = useId();
  const [aliasName, setAliasName] = useState('');
  const [cardholderName, setCardholderName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [preparing, setPreparing] = useState(false);
  const card = useRef<CardEntryHandle | null>(null);
  const [cardReady, setCardReady] = useState(false);
  const handleRef = useCallback((handle: CardEntryHandle | null) => {
    card.current = handle;
    setCardReady(handle != null);
  }, []);
  const add = useMutation(addCardMutation(queryClient));
  const busy = preparing || add.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !online || !card.current) return;
    const next: Errors = {};
    if (blank(aliasName)) next.aliasName = [creditCardMessages.aliasRequired];
    if (blank(cardholderName)) next.cardholderName = [creditCardMessages.cardholderRequired];
    setPreparing(true);
    // The card fields are checked together with the others so every message shows at once; the
    // CardEntry shows its own message on the card field.
    const method = await card.current.createPaymentMethod({ cardholderName: cardholderName.trim() });
    setPreparing(false);
    setErrors(next);
    if (!method.ok || next.aliasName || next.cardholderName) return;
    add.mutate(
      {
        aliasName: aliasName.trim(),
        cardholderName: cardholderName.trim(),
        stripePaymentMethod: method.paymentMethodId,
        stripePublicKey: method.publicKey,
      },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (!isApiFailure(error) || error.status !== 422) return;
          const server = error.errors ?? {};
          // A card the provider refuses ({error}) is the card field's message.
          const cardMessages = [...(server.stripePaymentMethod ?? []), ...(error.error ? [error.error] : [])];
          setErrors({
            aliasName: server.aliasName,
            cardholderName: server.cardholderName,
            card: cardMessages.length > 0 ? cardMessages : undefined,
          });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label="Payment Name"
        hint="A name to recognise this card by, e.g. Personal Visa."
        name="aliasName"
        autoComplete="off"
        value={aliasName}
        onChange={(event) => setAliasName(event.target.value)}
        error={errors.aliasName}
        disabled={busy}
        maxLength={MAX_LENGTH.name}
      />
      <TextField
        label="Cardholder Name"
        name="cardholderName"
        autoComplete="cc-name"
        value={cardholderName}
        onChange={(event) => setCardholderName(event.target.value)}
        error={errors.cardholderName}
        disabled={busy}
        maxLength={MAX_LENGTH.name}
      />
      <div>
        <CardEntry
          account="default"
          disabled={busy}
          handleRef={handleRef}
          onChange={() => {
            // A provider refusal belongs to the card that was refused; editing it clears the message.
            setErrors((current) => (current.card ? { ...current, card: undefined } : current));
          }}
        />
        <FieldErrorText id={`${offlineId}-card-provider`} messages={errors.card ?? []} />
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={busy || !online || !cardReady}
          busy={busy}
          aria-describedby={online ? undefined : offlineId}
        >
          {busy ? 'Saving…' : 'Save card'}
        </Button>
      </div>
      {online ? null : <OfflineReason id={offlineId} className="mt-0" />}
    </form>
  );
}
