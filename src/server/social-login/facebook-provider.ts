// Facebook Login as the routes use it: the dialog the browser is sent to, and the Facebook user
// behind the code it comes back with. Facebook itself when its settings are given
// (facebook-oauth.ts); else, outside production, the local stand-in (facebook-stand-in.ts); else
// none, and the portal offers no Facebook sign-in.
import type { ServerConfig } from '../env.ts';
import { dialogUrl, facebookUserFor } from './facebook-oauth.ts';
import { facebookStandIn } from './facebook-stand-in.ts';

export type FacebookProvider = {
  dialogUrl: (options: { redirectUri: string; state: string; challenge: string }) => string;
  /** The Facebook user id behind an authorization code; throws FacebookError when there is none. */
  userFor: (options: { code: string; verifier: string; redirectUri: string }) => Promise<string>;
};

export function facebookProviderOf(
  config: Pick<ServerConfig, 'facebook' | 'facebookStandIn'>,
): FacebookProvider | null {
  const fb = config.facebook;
  if (fb) return { dialogUrl: (options) => dialogUrl(fb, options), userFor: (options) => facebookUserFor(fb, options) };
  if (config.facebookStandIn) return facebookStandIn;
  return null;
}

/** The pages say whether Facebook sign-in is offered (<meta name="gangway-social">). */
export const facebookOffered = (config: Pick<ServerConfig, 'facebook' | 'facebookStandIn'>) =>
  facebookProviderOf(config) !== null;
