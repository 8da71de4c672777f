// The 'Log In' form: local messages from the shared schema; the server's message under the form,
// hidden while local errors are shown. "This is a shared device" makes "Remember me" moot (such a
// session is never remembered) and asks the browser not to fill in or offer the last traveller's
// e-mail; after a shared session in this tab it starts checked. "Sign in with a passkey" and the
// passkey autofill on the e-mail field sign in without the password (passkeys/).
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
import { isSharedDevice } from '../../../lib/shared-session.ts';
import { usePasskeySignIn } from '../passkeys/use-passkey-sign-in.ts';
import { PasskeyButton } from './passkey-button.tsx';

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
  const form = useForm(loginSchema, { email: '', password: '', rememberMe: false, sharedDevice: isSharedDevice() });
  const shared = form.values.sharedDevice;
  const signIn = useSignIn(onSignedIn);
  // Passkeys sign in to the account alone: an invitation is accepted with the password.
  const offerPasskey = !invitationToken;
  const passkey = usePasskeySignIn(
    { rememberMe: form.values.rememberMe && !shared, sharedDevice: shared },
    onSignedIn,
    offerPasskey && !shared,
  );
  const serverErrors = form.hasLocalErrors ? [] : [...serverMessages(signIn.error), ...serverMessages(passkey.error)];

  const onSubmit = form.handleSubmit((credentials) => {
    if (signIn.isPending) return;
    const sent = shared ? { ...credentials, rememberMe: false } : credentials;
    signIn.mutate(invitationToken ? { ...sent, invitationToken } : sent);
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-busy={signIn.isPending}>
      <UntilHydrated className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete={shared ? 'off' : offerPasskey ? 'username webauthn' : 'username'}
          inputMode="email"
          maxLength={MAX_LENGTH.email}
          {...form.text('email')}
        />
        <PasswordField
          label="Password"
          autoComplete={shared ? 'off' : 'current-password'}
          maxLength={MAX_LENGTH.password}
          {...form.text('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-x-4">
          <Checkbox
            label="Remember me"
            {...form.checkbox('rememberMe')}
            {...(shared ? { checked: false, disabled: true } : {})}
          />
          <Link to="/password/new" className={textLinkClass}>
            Forgot your password?
          </Link>
        </div>
        <Checkbox
          label="This is a shared device"
          hint="Signs you out after 15 minutes without use and keeps nothing on this device."
          {...form.checkbox('sharedDevice')}
        />
        <FormError messages={serverErrors} />
        <SubmitButton busy={signIn.isPending}>Log In</SubmitButton>
        {offerPasskey ? <PasskeyButton busy={passkey.busy} onClick={passkey.start} /> : null}
      </UntilHydrated>
    </form>
  );
}
