// The dialog that names a passkey: adding one for this device (the name made from the browser and
// platform, changeable; the password asked for when the server wants it again), or renaming one.
// Errors stay in the dialog beside their field; closing the browser's own dialog adds nothing.
import { useId, useState } from 'react';
import * as v from 'valibot';
import { PASSKEY_NAME_MAX, passkeyMessages, passkeyName } from '../../../shared/contract/passkeys.ts';
import { MAX_LENGTH } from '../../../shared/domain/forms/fields.ts';
import { isApiFailure } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { PasswordField, TextField } from '../../ui/field.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { useForm } from '../../ui/use-form.ts';

const nameForm = v.object({ name: passkeyName, password: v.optional(v.string(), '') });

export const PASSKEY_NOT_ADDED = 'No passkey was added. Please try again.';

type Props = {
  title: string;
  submitLabel: string;
  initialName: string;
  busy: boolean;
  /** Resolves true when done (the dialog closes), false when the browser's dialog was closed. */
  onSubmit: (values: { name: string; password?: string }) => Promise<boolean>;
  onClose: () => void;
};

export function PasskeyNameDialog({ title, submitLabel, initialName, busy, onSubmit, onClose }: Props) {
  const form = useForm(nameForm, { name: initialName, password: '' });
  const [askPassword, setAskPassword] = useState(false);
  const [problem, setProblem] = useState<string[]>([]);
  const formId = useId();

  const submit = form.handleSubmit(async ({ name, password }) => {
    if (busy) return;
    setProblem([]);
    try {
      if (!(await onSubmit({ name, ...(askPassword && password ? { password } : {}) })))
        setProblem([PASSKEY_NOT_ADDED]);
    } catch (error) {
      // The device already holds a passkey of this account for this site (the browser refuses it).
      const held = error instanceof Error && error.name === 'InvalidStateError';
      if (!isApiFailure(error)) return setProblem([held ? passkeyMessages.alreadyAdded : PASSKEY_NOT_ADDED]);
      const { password: passwordErrors, credential, ...fields } = error.errors ?? {};
      if (passwordErrors) setAskPassword(true);
      form.setServerErrors({ ...fields, ...(passwordErrors ? { password: passwordErrors } : {}) });
      setProblem(credential ?? (error.error ? [error.error] : []));
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy} aria-disabled={busy || undefined}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} ref={form.formRef} noValidate onSubmit={submit} className="space-y-4" aria-busy={busy}>
        <TextField label="Passkey name" maxLength={PASSKEY_NAME_MAX} autoComplete="off" {...form.text('name')} />
        {askPassword ? (
          <PasswordField
            label="Password"
            hint="It has been a while since you signed in: enter your password to add a passkey."
            autoComplete="current-password"
            maxLength={MAX_LENGTH.password}
            {...form.text('password')}
          />
        ) : null}
        <FormError messages={problem} />
      </form>
    </Dialog>
  );
}
