// 'Forgot your password?': the e-mail is checked on blur. Success and failure are told by toasts;
// server errors also appear under the e-mail field.
import { MAX_LENGTH } from '../../../../shared/domain/forms/fields.ts';
import { forgotPasswordSchema } from '../../../../shared/domain/forms/passwords.ts';
import { isApiFailure } from '../../../lib/api-client.ts';
import { TextField } from '../../../ui/field.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { UntilHydrated } from '../../../ui/until-hydrated.tsx';
import { useForgotPassword } from '../api/passwords.ts';
import { fieldLines, firstErrorLine } from '../server-errors.ts';
import { SubmitButton } from './submit-button.tsx';
import { useForm } from '../../../ui/use-form.ts';

export const FORGOT_PASSWORD_SENT =
  'A message has been sent to you by email with instructions on how to reset your password.';
export const FORGOT_PASSWORD_FAILED = 'Error happened, please try again.';

export function ForgotPasswordForm({ onSent }: { onSent: () => unknown }) {
  const form = useForm(forgotPasswordSchema, { email: '' }, { validateOnBlur: true });
  const forgot = useForgotPassword(async () => {
    toast(FORGOT_PASSWORD_SENT, 'success');
    await onSent();
  });

  const onSubmit = form.handleSubmit((data) => {
    if (forgot.isPending) return;
    forgot.mutate(data, {
      onError: (error) => {
        toast(FORGOT_PASSWORD_FAILED, 'error');
        if (!isApiFailure(error)) return;
        const first = error.errors ? firstErrorLine(error.errors) : error.error;
        if (first) toast(first, 'error');
        if (error.errors) form.setServerErrors(emailErrors(error.errors));
      },
    });
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-busy={forgot.isPending}>
      <UntilHydrated className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={MAX_LENGTH.email}
          {...form.text('email')}
        />
        <SubmitButton busy={forgot.isPending}>Send</SubmitButton>
      </UntilHydrated>
    </form>
  );
}

/** Every server error is shown under the only field, the e-mail. */
function emailErrors(errors: Record<string, string[]>): Record<string, string[]> {
  const lines = Object.values(fieldLines(errors)).flat();
  return lines.length ? { email: lines } : {};
}
