// /login (visitors only). After signing in: the redirect query if it is a path on this origin, else '/'.
import { useQueryClient } from '@tanstack/react-query';
import type { Customer } from '../../shared/contract/customer.ts';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { AuthCard, textLinkClass } from '../features/auth/components/auth-card.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { SocialLogin } from '../features/auth/components/social-login.tsx';
import { safeRedirect } from '../features/auth/safe-redirect.ts';
import { loadCurrentCustomer } from '../features/session/current-customer.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { decideGuard } from '../router/guard.ts';
import { isStaffRemembered } from '../router/staff-flag.ts';

export function LoginPage() {
  usePageTitle('Log In');
  const search: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onSignedIn = async (customer: Customer) => {
    await loadCurrentCustomer(queryClient, { fresh: true }).catch(() => null);
    const href = safeRedirect(search.redirect, window.location.origin) ?? '/';
    // An account that must set its password first goes straight to that page: by way of the page
    // asked for, the sign-in form would stay up (busy) while that page's guard loads its code and
    // asks for the customer again, only to send the traveller there.
    const target = new URL(href, window.location.origin);
    const decision = decideGuard({
      customer,
      search: Object.fromEntries(target.searchParams),
      href,
      staffRemembered: isStaffRemembered(),
    });
    if (decision.redirect?.to === '/welcome/change_password') {
      await navigate({ to: '/welcome/change_password', replace: true });
      return;
    }
    await navigate({ href, replace: true });
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
