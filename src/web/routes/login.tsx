// /login (visitors only). After signing in: the redirect query if it is a path on this origin, else '/'.
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { AuthCard, textLinkClass } from '../features/auth/components/auth-card.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { SocialLogin } from '../features/auth/components/social-login.tsx';
import { safeRedirect } from '../features/auth/safe-redirect.ts';
import { loadCurrentCustomer } from '../features/session/current-customer.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

export function LoginPage() {
  usePageTitle('Log In');
  const search: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onSignedIn = async () => {
    await loadCurrentCustomer(queryClient, { fresh: true }).catch(() => null);
    await navigate({ href: safeRedirect(search.redirect, window.location.origin) ?? '/', replace: true });
  };

  return (
    <AuthCard
      title="Log In"
      footer={
        <p>
          Don't have an account?{' '}
          <Link to="/registration" className={textLinkClass}>
            Sign up
          </Link>
        </p>
      }
    >
      <LoginForm onSignedIn={onSignedIn} />
      <SocialLogin />
    </AuthCard>
  );
}
