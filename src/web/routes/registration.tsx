// /registration (visitors only): 'Create an account'; the new account is signed in and goes to '/'.
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { AuthCard, textLinkClass } from '../features/auth/components/auth-card.tsx';
import { RegistrationForm } from '../features/auth/components/registration-form.tsx';
import { loadCurrentCustomer } from '../features/session/current-customer.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

export function RegistrationPage() {
  usePageTitle('Sign Up');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onRegistered = async () => {
    await loadCurrentCustomer(queryClient, { fresh: true }).catch(() => null);
    await navigate({ to: '/', replace: true });
  };

  return (
    <AuthCard
      title="Create an account"
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/login" className={textLinkClass}>
            Sign in
          </Link>
        </p>
      }
    >
      <RegistrationForm onRegistered={onRegistered} currentYear={new Date().getFullYear()} />
    </AuthCard>
  );
}
