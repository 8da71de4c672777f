// Signing in with a passkey: POST /customer/sessions/passkey_options hands out a challenge for this
// brand host, POST /customer/sessions/passkey checks the browser's assertion and starts the same
// session a password sign-in does ("remember me", shared device), marked as a passkey's so the
// forced password screens are skipped. It counts against the sign-in limit per client address, and
// a success, as a password's, forgets its address's failures and remembers the browser.
import { Hono } from 'hono';
import { passkeySignInRequest } from '../../shared/contract/passkeys.ts';
import { rememberDevice } from '../auth/known-devices.ts';
import { enforce, RATE_RULES, reset } from '../auth/rate-limit.ts';
import { startSession } from '../auth/sign-in.ts';
import { forgetSignInFailures } from '../auth/sign-in-delay.ts';
import { findCustomerById } from '../customers/find-customer.ts';
import { presentCustomer } from '../customers/present-customer.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { clientIp } from '../http/client-ip.ts';
import { readBody, reply } from '../http/respond.ts';
import { signInOptionsFor, signInRefused, verifyPasskeySignIn } from '../passkeys/passkey-sign-in.ts';
import { relyingPartyOf } from '../passkeys/relying-party.ts';

export function passkeySessionRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.post('/customer/sessions/passkey_options', async (c) => {
    const now = deps.clock.now();
    await enforce(
      deps.db,
      [{ rule: RATE_RULES.passkeyOptionsPerIp, parts: [clientIp(c, deps.config)] }],
      now,
      deps.config.rateLimitMultiplier,
    );
    return reply(c, { options: await signInOptionsFor(deps.db, relyingPartyOf(c, deps.config), now) });
  });

  routes.post('/customer/sessions/passkey', async (c) => {
    const input = await readBody(c, passkeySignInRequest);
    const ip = clientIp(c, deps.config);
    const now = deps.clock.now();
    await enforce(deps.db, [{ rule: RATE_RULES.signInPerIp, parts: [ip] }], now, deps.config.rateLimitMultiplier);
    const passkey = await verifyPasskeySignIn(deps.db, relyingPartyOf(c, deps.config), input.credential, now);
    const customer = await findCustomerById(deps.db, passkey.customerId);
    if (!customer) throw signInRefused();
    const email = customer.email.toLowerCase();
    await forgetSignInFailures(deps.db, email, ip);
    await reset(deps.db, RATE_RULES.signInPerAccount, [ip, email]);
    await rememberDevice(deps.db, c, deps.config, customer.id, now, input.sharedDevice);
    await startSession(c, deps, customer.id, input.rememberMe, { sharedDevice: input.sharedDevice, passkey: true });
    return reply(c, await presentCustomer(deps.db, customer, now, { passkey: true }), 201);
  });

  return routes;
}
