// The profile's 'Passkeys': the customer's passkeys with when each was added and last used, adding
// one for this device (named after the browser and platform), renaming and removing one. Not
// offered on a shared device's session (the server refuses it too): a passkey there would let the
// next person in. Changes need the network: offline they are disabled with the page's reason.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { Passkey } from '../../../shared/contract/passkeys.ts';
import { formatCompactDate } from '../../../shared/domain/dates.ts';
import { useSharedSession } from '../../lib/shared-session.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useOfflineReason } from '../../offline/offline-reason-scope.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/toast-store.ts';
import { passkeyDeviceName } from './passkey-device-name.ts';
import { PasskeyNameDialog } from './passkey-name-dialog.tsx';
import { passkeysQuery, useAddPasskey, useRemovePasskey, useRenamePasskey } from './passkeys-api.ts';

const NO_PASSKEYS = "You haven't added a passkey yet.";
const ON_SHARED_DEVICE = 'Passkeys cannot be added on a shared device.';
const NOT_SUPPORTED = 'This browser cannot make passkeys.';

function dates(passkey: Passkey): string {
  const added = `Added ${formatCompactDate(passkey.createdAt)}`;
  return `${added} · ${passkey.lastUsedAt ? `last used ${formatCompactDate(passkey.lastUsedAt)}` : 'never used'}`;
}

export function PasskeysSection() {
  const headingId = useId();
  const { online, reasonId } = useOfflineReason(useId());
  const list = useQuery(passkeysQuery());
  const shared = useSharedSession();
  const supported = useHydrated() && typeof window.PublicKeyCredential === 'function';
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  // A removal takes the focused Remove button out of the list: focus goes on from the heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || list.data === undefined) return;
    const active = document.activeElement;
    if (active === null || active === document.body || !active.isConnected) heading.current?.focus();
    refocus.current = false;
  }, [list.data]);

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="mb-4 text-xl font-bold focus:outline-none">
        Passkeys
      </h2>
      <p className="mb-3 text-slate-700">
        Sign in with your device's own lock (fingerprint, face or PIN) instead of your password.
      </p>
      {list.data?.passkeys.length ? (
        <ul className="mb-4 divide-y divide-slate-200" aria-label="Your passkeys">
          {list.data.passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold break-words">{passkey.name}</p>
                <p className="text-sm text-slate-700">{dates(passkey)}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  className="normal-case"
                  disabled={!online}
                  aria-describedby={reasonId}
                  aria-label={`Rename ${passkey.name}`}
                  onClick={() => setRenaming(passkey)}
                >
                  Rename
                </Button>
                <Button
                  variant="secondary"
                  className="normal-case"
                  disabled={!online}
                  aria-describedby={reasonId}
                  aria-label={`Remove ${passkey.name}`}
                  onClick={() => setRemoving(passkey)}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-4 text-slate-700">
          {list.isError
            ? 'Your passkeys could not be loaded. Please try again later.'
            : list.data
              ? NO_PASSKEYS
              : 'Loading your passkeys…'}
        </p>
      )}
      {shared ? (
        <p className="font-medium text-slate-800">{ON_SHARED_DEVICE}</p>
      ) : supported ? (
        <Button
          variant="secondary"
          className="normal-case"
          disabled={!online}
          aria-describedby={reasonId}
          onClick={() => setAdding(true)}
        >
          Add a passkey for this device
        </Button>
      ) : (
        <p className="text-slate-700">{NOT_SUPPORTED}</p>
      )}
      {adding ? (
        <PasskeyNameDialog
          title="Add a passkey"
          submitLabel="Add passkey"
          initialName={passkeyDeviceName(navigator.userAgent)}
          busy={add.isPending}
          onClose={() => setAdding(false)}
          onSubmit={async (values) => {
            const added = await add.mutateAsync(values);
            if (!added) return false;
            toast('Passkey added.', 'success');
            setAdding(false);
            return true;
          }}
        />
      ) : null}
      {renaming ? (
        <PasskeyNameDialog
          title="Rename passkey"
          submitLabel="Save"
          initialName={renaming.name}
          busy={rename.isPending}
          onClose={() => setRenaming(null)}
          onSubmit={async ({ name }) => {
            await rename.mutateAsync({ id: renaming.id, name });
            setRenaming(null);
            return true;
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title="Remove passkey"
        question={`Remove the passkey "${removing?.name ?? ''}"? You can no longer sign in with it.`}
        confirmLabel="Remove"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing || remove.isPending) return;
          remove.mutate(removing.id, {
            onSuccess: () => {
              refocus.current = true;
              setRemoving(null);
              toast('Passkey removed.', 'success');
            },
            onError: () => toast('The passkey was not removed. Please try again.', 'error'),
          });
        }}
      />
    </section>
  );
}
