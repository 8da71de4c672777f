// /password/edit?reset_password_token=… (visitors only): sets a new password and signs in.
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { AuthCard, textLinkClass } from '../features/auth/components/auth-card.tsx';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form.tsx';
import { loadCurrentCustomer } from '../features/session/current-customer.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

/** The router parses search values as JSON where they look like it; a token is always text. */
function readToken(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

export function ResetPasswordPage() {
  usePageTitle('Change Password');
  const search: Record<string, unknown> = useSearch({ strict: false });
  const token = readToken(search.reset_password_token);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onReset = async () => {
    await loadCurrentCustomer(queryClient, { fresh: true }).catch(() => null);
    await navigate({ to: '/', replace: true });
  };

  return (
    <AuthCard
      title="Change your password"
      footer={
        <Link to="/login" className={textLinkClass}>
          Sign in
        </Link>
      }
    >
      <meta name="robots" content="noindex" />
      {token ? (
        <ResetPasswordForm token={token} onReset={onReset} />
      ) : (
        <p role="alert" className="text-slate-800">
          This password reset link is incomplete.{' '}
          <Link to="/password/new" className={textLinkClass}>
            Request a new link
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
