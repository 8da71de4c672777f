// /registration (visitors only): 'Create an account'. A sign-up is finished by the link it e-mails
// (the answer never says whether the address already had an account), so the form gives way to
// 'Check your e-mail'.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthCard, textLinkClass } from '../features/auth/components/auth-card.tsx';
import { CheckYourEmail } from '../features/auth/components/check-your-email.tsx';
import { RegistrationForm } from '../features/auth/components/registration-form.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

export function RegistrationPage() {
  usePageTitle('Sign Up');
  const [sentTo, setSentTo] = useState<string | null>(null);
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
      {sentTo ? (
        <CheckYourEmail email={sentTo} />
      ) : (
        <RegistrationForm onRegistered={setSentTo} currentYear={new Date().getFullYear()} />
      )}
    </AuthCard>
  );
}
