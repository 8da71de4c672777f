// "Delete my account": a dialog asks for the password (or, when the account has one, a passkey) and
// for DELETE typed out. Without an active
// booking the account is gone at once: `onDeleted` forgets it on this device and leaves the page.
// With one, nothing is deleted: the dialog closes, the reason is said, and the request the operator
// was sent shows as pending here (also on later visits) until the account is deleted.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import {
  type AccountDeletionProof,
  accountDeletionRequest,
  DELETE_CONFIRMATION,
  deletionConfirmationOnly,
  type PendingDeletion,
} from '../../../shared/contract/account.ts';
import { formatCompactDate } from '../../../shared/domain/dates.ts';
import { MAX_LENGTH } from '../../../shared/domain/forms/fields.ts';
import { validate } from '../../../shared/domain/forms/validate.ts';
import { isApiFailure } from '../../lib/api-client.ts';
import { lazyModule } from '../../lib/lazy-module.ts';
import { useOfflineReason } from '../../offline/offline-reason-scope.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { PasswordField, TextField } from '../../ui/field.tsx';
import { toast } from '../../ui/toast-store.ts';
import { useForm } from '../../ui/use-form.ts';
import { ACCOUNT_DELETED, deletionRequestQuery, useDeleteAccount } from './account-api.ts';
import { passkeysQuery } from './passkeys-api.ts';
import { ProfileCard } from './profile-card.tsx';

const assertion = lazyModule(() => import('../../lib/passkey-assertion.ts'));

const EMPTY = { password: '', confirmation: '' };
const FAILED = 'Your account was not deleted. Please try again.';

function PendingRequest({ request }: { request: PendingDeletion }) {
  return (
    <p className="mb-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-slate-900">
      <strong>Deletion pending.</strong> You asked on {formatCompactDate(request.requestedAt)} for your account to be
      deleted. {request.sentToOperator ? 'Our team has your request' : 'Your request is on its way to our team'} and
      will delete it once your active bookings are settled.
    </p>
  );
}

export function DeleteAccountSection({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const pending = useQuery(deletionRequestQuery());
  const remove = useDeleteAccount();
  const { online, reasonId } = useOfflineReason(useId());
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState('');
  const said = useRef<HTMLDivElement>(null);
  const form = useForm(accountDeletionRequest, EMPTY);
  const passkeys = useQuery({ ...passkeysQuery(), enabled: asking });
  const hasPasskey = (passkeys.data?.passkeys.length ?? 0) > 0;
  const [proving, setProving] = useState(false);
  // Once the dialog has closed, its opener is gone (the request is pending): the pending note takes focus.
  const [noteWanted, setNoteWanted] = useState(false);
  useEffect(() => {
    if (!noteWanted || asking) return;
    said.current?.focus();
    setNoteWanted(false);
  }, [noteWanted, asking]);

  const close = () => {
    setAsking(false);
    setProblem('');
    form.reset(EMPTY);
  };

  const send = (data: AccountDeletionProof) => {
    setProblem('');
    remove.mutate(data, {
      onSuccess: async (answer) => {
        if (answer.deleted) {
          toast(ACCOUNT_DELETED, 'success');
          await onDeleted();
          return;
        }
        close();
        toast(answer.message, 'info');
        setNoteWanted(true);
      },
      onError: (error) => {
        if (isApiFailure(error) && error.errors) form.setServerErrors(error.errors);
        else setProblem(isApiFailure(error) && error.error ? error.error : FAILED);
      },
    });
  };

  const onSubmit = form.handleSubmit((data) => {
    if (!remove.isPending && !proving) send(data);
  });

  // The confirmation first, then the browser's passkey dialog; closing that dialog changes nothing.
  const withPasskey = async () => {
    if (remove.isPending || proving) return;
    const checked = validate(deletionConfirmationOnly, { confirmation: form.values.confirmation });
    if (!checked.ok) return form.setServerErrors(checked.errors);
    setProblem('');
    setProving(true);
    try {
      const passkey = await (await assertion.load()).passkeyAssertion();
      if (passkey) send({ confirmation: checked.data.confirmation, passkey });
    } catch {
      setProblem(FAILED);
    } finally {
      setProving(false);
    }
  };

  return (
    <ProfileCard title="Delete my account">
      <div ref={said} tabIndex={-1} className="outline-offset-2 focus:outline-2 focus:outline-brand">
        {pending.data ? <PendingRequest request={pending.data} /> : null}
      </div>
      {pending.data ? null : (
        <>
          <p className="mb-3 text-slate-700">
            Deleting your account signs you out everywhere and removes your personal details, messages, reviews, saved
            cards and devices. Records of your payments stay with the operator, as the law requires, without your name.
            With a booking still to come or under way, we ask our team to delete it instead.
          </p>
          <Button
            variant="danger"
            className="normal-case"
            disabled={!online}
            aria-describedby={reasonId}
            onClick={() => setAsking(true)}
          >
            Delete my account
          </Button>
        </>
      )}
      <Dialog open={asking} onClose={close} title="Delete my account">
        <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={remove.isPending}>
          <p>
            This cannot be undone. Enter your password{hasPasskey ? ' (or use a passkey)' : ''}, and type{' '}
            {DELETE_CONFIRMATION} to confirm.
          </p>
          <PasswordField
            label="Password"
            autoComplete="current-password"
            maxLength={MAX_LENGTH.password}
            {...form.text('password')}
          />
          <TextField
            label={`Type ${DELETE_CONFIRMATION}`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={100}
            {...form.text('confirmation')}
          />
          {hasPasskey ? (
            <Button variant="secondary" busy={proving} disabled={!online} onClick={withPasskey}>
              Use a passkey instead
            </Button>
          ) : null}
          <FormError messages={problem ? [problem] : []} />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" busy={remove.isPending} disabled={!online}>
              Delete account
            </Button>
          </div>
        </form>
      </Dialog>
    </ProfileCard>
  );
}
