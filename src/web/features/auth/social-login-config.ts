// Whether this portal has Facebook Login configured: the server says so in the page it serves
// (<meta name="gangway-social" content="facebook">), and starts each flow at these paths.
import { pageMeta } from '../../lib/page-meta.ts';

export const facebookConfigured = (): boolean => pageMeta('gangway-social') === 'facebook';

export const facebookStartUrl = (purpose: 'login' | 'connect') => `/api/v2/customer/auth/facebook.json?${purpose}=true`;

export const FACEBOOK_FAILED = 'Login with Facebook failed.';
export const DISCONNECT_QUESTION = 'Are you sure you want to disconnect Facebook?';

/** Said on the login page when Facebook cannot sign this traveller in (not set up, not connected). */
export const FACEBOOK_NOT_SET_UP = "It appears you haven't setup Facebook login";
export const FACEBOOK_CONNECT_LATER =
  'Log in with your e-mail and password: you can then connect Facebook to your account from your Profile.';
