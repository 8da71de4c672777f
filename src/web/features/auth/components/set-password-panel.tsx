// The forced first-password page. Its message: the welcome text for a new account, the reset text
// when a reset is required, else 'Welcome to <company>!'; the server's own texts replace the first
// two.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Customer } from '../../../../shared/contract/customer.ts';
import { MAX_LENGTH } from '../../../../shared/domain/forms/fields.ts';
import { setPasswordSchema } from '../../../../shared/domain/forms/passwords.ts';
import { isApiFailure } from '../../../lib/api-client.ts';
import { PasswordField } from '../../../ui/field.tsx';
import { FormError } from '../../../ui/form-error.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { passwordResetMessageQuery, welcomeMessageQuery } from '../api/account-messages.ts';
import { useSetDefaultPassword } from '../api/passwords.ts';
import { oopsLine } from '../server-errors.ts';
import { failureText } from './failure-text.ts';
import { SubmitButton } from './submit-button.tsx';
import { useForm } from '../../../ui/use-form.ts';

export const PASSWORD_UPDATED = 'Password updated!';

// Server errors on these appear under the field; any others under the form.
const PASSWORD_FIELDS = new Set(['password', 'passwordConfirmation']);

type Flags = Pick<Customer, 'isNewAccount' | 'passwordResetRequired'>;
type PanelCustomer = Flags & Pick<Customer, 'email'>;

export function defaultSetPasswordMessage(customer: Flags, company: string): string {
  if (customer.isNewAccount) {
    return `Welcome to ${company}! Your account is ready. Please choose your own password to continue.`;
  }
  if (customer.passwordResetRequired) {
    return 'Your password needs to be reset. Please choose a new password to continue.';
  }
  return `Welcome to ${company}!`;
}

/** The server's text and booking for this customer's case; nothing to ask when neither flag is set. */
function useServerMessage(customer: Flags) {
  const welcome = useQuery({ ...welcomeMessageQuery(), enabled: customer.isNewAccount });
  const reset = useQuery({
    ...passwordResetMessageQuery(),
    enabled: !customer.isNewAccount && customer.passwordResetRequired,
  });
  if (customer.isNewAccount) {
    return { loading: welcome.isPending, text: welcome.data?.welcomeMessage, bookingId: welcome.data?.bookingId };
  }
  if (customer.passwordResetRequired) {
    return { loading: reset.isPending, text: reset.data?.passwordResetMessage, bookingId: reset.data?.bookingId };
  }
  return { loading: false, text: null, bookingId: null };
}

type Props = {
  customer: PanelCustomer;
  company: string;
  /** After the password is set; bookingId is the booking the server's message points to, if any. */
  onPasswordSet: (bookingId: number | null) => unknown;
  /** The skip control (to the dashboard with staff=true), rendered by the route. */
  skip: ReactNode;
};

export function SetPasswordPanel({ customer, company, onPasswordSet, skip }: Props) {
  const message = useServerMessage(customer);
  const form = useForm(setPasswordSchema, { password: '', passwordConfirmation: '' });
  const setPassword = useSetDefaultPassword(async () => {
    toast(PASSWORD_UPDATED, 'success');
    await onPasswordSet(message.bookingId ?? null);
  });

  const serverLines = (() => {
    const error = setPassword.error;
    if (!error || form.hasLocalErrors) return [];
    if (!isApiFailure(error) || !error.errors) return [failureText(error)];
    return Object.entries(error.errors)
      .filter(([field]) => !PASSWORD_FIELDS.has(field))
      .flatMap(([field, messages]) => messages.map((m) => oopsLine(field, m)));
  })();

  const onSubmit = form.handleSubmit((data) => {
    if (setPassword.isPending) return;
    setPassword.mutate(data, {
      onError: (error) => {
        if (!isApiFailure(error) || !error.errors) return;
        const onFields = Object.fromEntries(
          Object.entries(error.errors)
            .filter(([field]) => PASSWORD_FIELDS.has(field))
            .map(([field, messages]) => [field, messages.map((m) => oopsLine(field, m))]),
        );
        form.setServerErrors(onFields);
      },
    });
  });

  const text = message.text?.trim() || defaultSetPasswordMessage(customer, company);

  return (
    <>
      <div className="min-h-12 text-slate-800" aria-busy={message.loading}>
        {message.loading ? (
          <div className="h-5 w-3/4 animate-pulse rounded bg-slate-200" />
        ) : (
          <p className="whitespace-pre-line">{text}</p>
        )}
      </div>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={onSubmit}
        aria-busy={setPassword.isPending}
        className="mt-6 space-y-4"
      >
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
        <FormError messages={serverLines} />
        <SubmitButton busy={setPassword.isPending}>Set Password</SubmitButton>
      </form>
      <div className="mt-4 text-center">{skip}</div>
    </>
  );
}
