// The 'Log In' form: local messages from the shared schema; the server's message under the form,
// hidden while local errors are shown.
import { Link } from '@tanstack/react-router';
import { MAX_LENGTH } from '../../../../shared/domain/forms/fields.ts';
import { loginSchema } from '../../../../shared/domain/forms/login.ts';
import { isApiFailure } from '../../../lib/api-client.ts';
import { Checkbox, PasswordField, TextField } from '../../../ui/field.tsx';
import { FormError } from '../../../ui/form-error.tsx';
import { UntilHydrated } from '../../../ui/until-hydrated.tsx';
import { type AfterSuccess, useSignIn } from '../api/sign-in.ts';
import { groupedLines } from '../server-errors.ts';
import { textLinkClass } from './auth-card.tsx';
import { failureText } from './failure-text.ts';
import { SubmitButton } from './submit-button.tsx';
import { useForm } from '../../../ui/use-form.ts';

type Props = {
  onSignedIn: AfterSuccess;
  /** An invitation being accepted by signing in (invitation page). */
  invitationToken?: string;
};

function serverMessages(error: unknown): string[] {
  if (!error) return [];
  if (isApiFailure(error) && error.errors) return groupedLines(error.errors);
  return [failureText(error)];
}

export function LoginForm({ onSignedIn, invitationToken }: Props) {
  const form = useForm(loginSchema, { email: '', password: '', rememberMe: false });
  const signIn = useSignIn(onSignedIn);
  const serverErrors = form.hasLocalErrors ? [] : serverMessages(signIn.error);

  const onSubmit = form.handleSubmit((credentials) => {
    if (signIn.isPending) return;
    signIn.mutate(invitationToken ? { ...credentials, invitationToken } : credentials);
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-busy={signIn.isPending}>
      <UntilHydrated className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          maxLength={MAX_LENGTH.email}
          {...form.text('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          maxLength={MAX_LENGTH.password}
          {...form.text('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-x-4">
          <Checkbox label="Remember me" {...form.checkbox('rememberMe')} />
          <Link to="/password/new" className={textLinkClass}>
            Forgot your password?
          </Link>
        </div>
        <FormError messages={serverErrors} />
        <SubmitButton busy={signIn.isPending}>Log In</SubmitButton>
      </UntilHydrated>
    </form>
  );
}
