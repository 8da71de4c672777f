// Change password: the form's messages from the shared schema; a wrong old
// password comes back from the server on current_password and shows as 'Password <message>';
// 'Password updated!' (other devices are signed out, this one stays) or 'Password was not updated!'.
import { useId } from 'react';
import { MAX_LENGTH } from '../../../shared/domain/forms/fields.ts';
import { changePasswordSchema } from '../../../shared/domain/forms/passwords.ts';
import { isApiFailure } from '../../lib/api-client.ts';
import { useOfflineReason } from '../../offline/offline-reason-scope.tsx';
import { Button } from '../../ui/button.tsx';
import { PasswordField } from '../../ui/field.tsx';
import { useForm } from '../../ui/use-form.ts';
import { ProfileCard } from './profile-card.tsx';
import { useChangePassword } from './profile-api.ts';

const EMPTY = { currentPassword: '', password: '', passwordConfirmation: '' };

/** Server field errors as the form shows them: on current_password, 'Password <message>'. */
export function passwordServerErrors(errors: Record<string, readonly string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.map((message) => (field === 'currentPassword' ? `Password ${message}` : message)),
    ]),
  );
}

export function PasswordSection() {
  const { online, reasonId } = useOfflineReason(useId());
  const change = useChangePassword();
  const form = useForm(changePasswordSchema, EMPTY);

  const onSubmit = form.handleSubmit((data) => {
    if (change.isPending) return;
    change.mutate(data, {
      onSuccess: () => form.reset(EMPTY),
      onError: (error) => {
        if (isApiFailure(error) && error.errors) form.setServerErrors(passwordServerErrors(error.errors));
      },
    });
  });

  return (
    <ProfileCard title="Change password">
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={change.isPending}>
        <PasswordField
          label="Old password"
          autoComplete="current-password"
          maxLength={MAX_LENGTH.password}
          {...form.text('currentPassword')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters. Your other devices will be signed out."
          maxLength={MAX_LENGTH.password}
          {...form.text('password')}
        />
        <PasswordField
          label="New password confirmation"
          autoComplete="new-password"
          maxLength={MAX_LENGTH.password}
          {...form.text('passwordConfirmation')}
        />
        <Button type="submit" busy={change.isPending} disabled={!online} aria-describedby={reasonId}>
          Change password
        </Button>
      </form>
    </ProfileCard>
  );
}
