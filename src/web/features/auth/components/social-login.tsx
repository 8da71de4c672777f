// The login page's social login: 'Continue with Facebook' starts the OAuth flow on the server when
// the portal offers it (Facebook, or the local stand-in in development and the demo); otherwise
// there is no button at all. A Facebook
// user no account is connected to comes back as ?facebook=not_connected:
// 'It appears you haven't setup Facebook login' and how to connect it from the Profile once logged
// in; any other failure as ?facebook=failed: 'Login with Facebook failed.'.
import { buttonClasses } from '../../../ui/button.tsx';
import { FACEBOOK_OUTCOME } from '../../../../shared/contract/customer.ts';
import {
  FACEBOOK_CONNECT_LATER,
  FACEBOOK_NOT_SET_UP,
  facebookConfigured,
  facebookStartUrl,
} from '../api/facebook-login.ts';
import { useFacebookOutcome } from '../api/facebook-login.ts';

function FacebookIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z" />
    </svg>
  );
}

export function SocialLogin() {
  const outcome = useFacebookOutcome();
  if (!facebookConfigured()) return null;
  return (
    <div className="mt-6 border-t border-slate-200 pt-6">
      {outcome === FACEBOOK_OUTCOME.notConnected ? (
        <div role="alert" className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-slate-800 ring-1 ring-amber-200">
          <p className="font-semibold">{FACEBOOK_NOT_SET_UP}</p>
          <p className="mt-1">{FACEBOOK_CONNECT_LATER}</p>
        </div>
      ) : null}
      <a href={facebookStartUrl('login')} className={`${buttonClasses('secondary')} w-full normal-case`}>
        <FacebookIcon />
        Continue with Facebook
      </a>
    </div>
  );
}
