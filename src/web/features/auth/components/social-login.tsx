// The login page's social login: 'Continue with Facebook' starts the OAuth flow
// on the server when the portal has it configured; otherwise the button is disabled with a
// note saying so. A flow that failed comes back as ?facebook=failed: 'Login with Facebook failed.'.
import { buttonClasses } from '../../../ui/button.tsx';
import { Button } from '../../../ui/button.tsx';
import { facebookConfigured, facebookStartUrl } from '../social-login-config.ts';
import { useFacebookOutcome } from '../use-facebook-outcome.ts';

function FacebookIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z" />
    </svg>
  );
}

export function SocialLogin() {
  useFacebookOutcome();
  if (facebookConfigured())
    return (
      <div className="mt-6 border-t border-slate-200 pt-6">
        <a href={facebookStartUrl('login')} className={`${buttonClasses('secondary')} w-full normal-case`}>
          <FacebookIcon />
          Continue with Facebook
        </a>
      </div>
    );
  return (
    <div className="mt-6 border-t border-slate-200 pt-6">
      <Button variant="secondary" disabled aria-describedby="facebook-login-note" className="w-full normal-case">
        <FacebookIcon />
        Continue with Facebook
      </Button>
      <p id="facebook-login-note" className="mt-2 text-sm text-slate-700">
        It appears you haven't setup Facebook login. Once you have logged in, you can connect Facebook to your account
        from your Profile.
      </p>
    </div>
  );
}
