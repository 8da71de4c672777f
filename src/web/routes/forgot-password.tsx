// /password/new (visitors only, noindex): asks for the reset e-mail, then back to /login.
import { Link, useNavigate } from '@tanstack/react-router';
import { AuthCard, textLinkClass } from '../features/auth/components/auth-card.tsx';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const navigate = useNavigate();

  return (
    <AuthCard
      title="Forgot your password?"
      intro={<p>Enter your registered email below to request a new password.</p>}
      footer={
        <p>
          Know your password?{' '}
          <Link to="/login" className={textLinkClass}>
            Sign in
          </Link>
        </p>
      }
    >
      {/* React hoists this into <head> while the page is shown. */}
      <meta name="robots" content="noindex" />
      <ForgotPasswordForm onSent={() => navigate({ to: '/login' })} />
    </AuthCard>
  );
}
