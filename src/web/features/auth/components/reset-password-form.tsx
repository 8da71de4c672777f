// 'Change your password' from the e-mailed link.
import { MAX_LENGTH } from '../../../../shared/domain/forms/fields.ts';
import { resetPasswordSchema } from '../../../../shared/domain/forms/passwords.ts';
import { isApiFailure } from '../../../lib/api-client.ts';
import { PasswordField } from '../../../ui/field.tsx';
import { FormError } from '../../../ui/form-error.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { UntilHydrated } from '../../../ui/until-hydrated.tsx';
import { useResetPassword } from '../api/passwords.ts';
import type { AfterSuccess } from '../api/sign-in.ts';
import { fieldLine } from '../server-errors.ts';
import { SubmitButton } from './submit-button.tsx';
import { useForm } from '../../../ui/use-form.ts';

export const RESET_PASSWORD_DONE = 'Password reset successful.';
export const RESET_PASSWORD_FAILED =
  'Error happened, please try again. If this error persists, please contact our support.';
export const EMAIL_NOT_FOUND = 'Email not found';

type Props = { token: string; onReset: AfterSuccess };

/** Errors not about the two password fields: the token, the account's e-mail, or the call itself. */
function otherLines(error: unknown): string[] {
  if (!isApiFailure(error)) return [];
  if (!error.errors) return error.error ? [error.error] : [];
  return Object.entries(error.errors)
    .filter(([field]) => field !== 'password' && field !== 'passwordConfirmation')
    .flatMap(([field, messages]) =>
      field === 'email' ? [EMAIL_NOT_FOUND] : messages.map((message) => fieldLine(field, message)),
    );
}

export function ResetPasswordForm({ token, onReset }: Props) {
  const form = useForm(resetPasswordSchema, { password: '', passwordConfirmation: '', resetPasswordToken: token });
  const reset = useResetPassword(async (customer) => {
    toast(RESET_PASSWORD_DONE, 'success');
    await onReset(customer);
  });
  const tokenMissing = form.localErrors.resetPasswordToken;
  const formLines = [...(tokenMissing ?? []), ...(form.hasLocalErrors ? [] : otherLines(reset.error))];

  const onSubmit = form.handleSubmit((data) => {
    if (reset.isPending) return;
    reset.mutate(data, {
      onError: (error) => {
        toast(RESET_PASSWORD_FAILED, 'error');
        if (!isApiFailure(error) || !error.errors) return;
        const { password, passwordConfirmation } = error.errors;
        form.setServerErrors({
          ...(password ? { password: password.map((m) => fieldLine('password', m)) } : {}),
          ...(passwordConfirmation
            ? { passwordConfirmation: passwordConfirmation.map((m) => fieldLine('passwordConfirmation', m)) }
            : {}),
        });
      },
    });
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-busy={reset.isPending}>
      <UntilHydrated className="space-y-4">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters."
          maxLength={MAX_LENGTH.password}
          {...form.text('password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          maxLength={MAX_LENGTH.password}
          {...form.text('passwordConfirmation')}
        />
        <FormError messages={formLines} />
        <SubmitButton busy={reset.isPending}>Change Password</SubmitButton>
      </UntilHydrated>
    </form>
  );
}
