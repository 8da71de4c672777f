// Social login with Facebook: GET /customer/auth/facebook?login=true|connect=true
// starts the OAuth code flow (state and PKCE in a single-use cookie, oauth-flow-cookie.ts; the state
// also recorded on the server, spent by its first callback and void after ten minutes,
// oauth-states.ts);
// GET /customer/auth/facebook/callback?login=true|connect=true finishes it: `login` signs in the
// customer connected to that Facebook user (never one found by e-mail: an account is only ever
// reached by Facebook once its owner connected it), `connect` connects it to the signed-in
// customer who started it. Sign-in callbacks count against the sign-in limit per client address
// (rate-limit.ts), as password sign-ins do. Both end in a redirect into the app carrying the
// outcome (FACEBOOK_OUTCOME): a sign-in by a Facebook user no account is connected to comes back
// as ?facebook=not_connected (the login page says how to connect it from the profile), any other
// failure as ?facebook=failed ('Login with Facebook failed.'). POST
// /customer/auth/facebook/disconnect forgets the link. The provider is Facebook, or outside
// production without its settings the local stand-in, whose dialog is GET
// /customer/auth/facebook/stand_in (social-login/facebook-provider.ts); with neither, the flow's
// paths are 404.
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { FACEBOOK_OUTCOME, type FacebookOutcome } from '../../shared/contract/customer.ts';
import { rememberDevice } from '../auth/known-devices.ts';
import { enforce, RATE_RULES } from '../auth/rate-limit.ts';
import { requireCustomer, sessionOf } from '../auth/require-customer.ts';
import { startSession } from '../auth/sign-in.ts';
import { customers } from '../db/schema.ts';
import { isUniqueViolation } from '../customers/find-customer.ts';
import { presentCustomer } from '../customers/present-customer.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { clientIp } from '../http/client-ip.ts';
import { errorSummary } from '../http/log-error.ts';
import { trustedLinkOrigin } from '../http/request-origin.ts';
import { ApiError, notFound, reply } from '../http/respond.ts';
import { newState, pkcePair } from '../social-login/facebook-oauth.ts';
import { type FacebookProvider, facebookProviderOf } from '../social-login/facebook-provider.ts';
import { standInDialogPage } from '../social-login/facebook-stand-in.ts';
import { type OAuthPurpose, rememberFlow, takeFlow } from '../social-login/oauth-flow-cookie.ts';
import { recordOAuthState, spendOAuthState } from '../social-login/oauth-states.ts';
import { logger } from '../log/logger.ts';

const purposeOf = (c: Context): OAuthPurpose | null =>
  c.req.query('login') === 'true' ? 'login' : c.req.query('connect') === 'true' ? 'connect' : null;

// A sign-in lands on the dashboard; every other outcome goes back to the page the flow began on.
const back = { login: '/login', connect: '/profile' } as const;
const outcome = (purpose: OAuthPurpose, said: FacebookOutcome) => `${back[purpose]}?facebook=${said}`;
const failed = {
  login: outcome('login', FACEBOOK_OUTCOME.failed),
  connect: outcome('connect', FACEBOOK_OUTCOME.failed),
};

export function facebookAuthRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('/customer/auth/facebook/disconnect', requireCustomer);

  const configured = facebookProviderOf(deps.config);
  const provider = (): FacebookProvider => {
    if (!configured) throw notFound();
    return configured;
  };
  const callbackUri = (c: Context, purpose: OAuthPurpose) =>
    `${trustedLinkOrigin(c, deps.config)}/api/v2/customer/auth/facebook/callback.json?${purpose}=true`;
  // A browser navigation: over the limit is a failed sign-in page, not a JSON 429.
  const overSignInLimit = (c: Context) =>
    enforce(
      deps.db,
      [{ rule: RATE_RULES.signInPerIp, parts: [clientIp(c, deps.config)] }],
      deps.clock.now(),
      deps.config.rateLimitMultiplier,
    ).then(
      () => false,
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 429) return true;
        throw error;
      },
    );

  routes.get('/customer/auth/facebook', async (c) => {
    const fb = provider();
    const purpose = purposeOf(c);
    if (!purpose) throw notFound();
    if (purpose === 'connect' && !c.get('session')) return c.redirect('/login?redirect=%2Fprofile', 302);
    const state = newState();
    await recordOAuthState(deps.db, state, deps.clock.now());
    const { verifier, challenge } = pkcePair();
    rememberFlow(c, deps.config, { purpose, state, verifier, customerId: c.get('session')?.customerId });
    return c.redirect(fb.dialogUrl({ redirectUri: callbackUri(c, purpose), state, challenge }), 302);
  });

  routes.get('/customer/auth/facebook/stand_in', (c) => {
    if (!deps.config.facebookStandIn || deps.config.facebook) throw notFound();
    const page = standInDialogPage({
      redirectUri: c.req.query('redirect_uri'),
      state: c.req.query('state'),
      challenge: c.req.query('code_challenge'),
    });
    if (!page) throw notFound();
    c.header('Cache-Control', 'no-store');
    return c.html(page);
  });

  routes.get('/customer/auth/facebook/callback', async (c) => {
    const fb = provider();
    const purpose = purposeOf(c);
    if (!purpose) throw notFound();
    const state = c.req.query('state');
    const flow = takeFlow(c, deps.config, purpose, state);
    const spent = flow && state ? await spendOAuthState(deps.db, state, deps.clock.now()) : false;
    const code = c.req.query('code');
    if (!spent || !flow || !code || c.req.query('error')) return c.redirect(failed[purpose], 302);
    if (purpose === 'login' && (await overSignInLimit(c))) return c.redirect(failed.login, 302);
    let facebookUid: string;
    try {
      facebookUid = await fb.userFor({ code, verifier: flow.verifier, redirectUri: callbackUri(c, purpose) });
    } catch (error) {
      logger.error({ reqId: c.get('requestId') }, `[facebook] sign-in failed: ${errorSummary(error).line}`);
      return c.redirect(failed[purpose], 302);
    }
    if (purpose === 'login') {
      const [customer] = await deps.db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.facebookUid, facebookUid));
      if (!customer) return c.redirect(outcome('login', FACEBOOK_OUTCOME.notConnected), 302);
      await rememberDevice(deps.db, c, deps.config, customer.id, deps.clock.now());
      await startSession(c, deps, customer.id, false);
      return c.redirect('/', 302);
    }
    // Only for the customer who started the connect, still signed in on this browser.
    const session = c.get('session');
    if (!session || session.customerId !== flow.customerId) return c.redirect(failed.connect, 302);
    try {
      await deps.db
        .update(customers)
        .set({ facebookUid, updatedAt: deps.clock.now() })
        .where(eq(customers.id, session.customerId));
    } catch (error) {
      if (isUniqueViolation(error)) return c.redirect(failed.connect, 302); // connected to another account
      throw error;
    }
    return c.redirect(outcome('connect', FACEBOOK_OUTCOME.connected), 302);
  });

  // Forgetting the link needs no provider: it works also once Facebook is no longer configured.
  routes.post('/customer/auth/facebook/disconnect', async (c) => {
    const { customerId } = sessionOf(c);
    const [updated] = await deps.db
      .update(customers)
      .set({ facebookUid: null, updatedAt: deps.clock.now() })
      .where(eq(customers.id, customerId))
      .returning();
    if (!updated) throw new ApiError(401, { error: 'Signed out.' });
    return reply(c, await presentCustomer(deps.db, updated, deps.clock.now(), c.get('session')));
  });

  return routes;
}
