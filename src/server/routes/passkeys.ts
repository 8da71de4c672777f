// A customer's passkeys: GET /customer/passkeys lists them; POST
// /customer/passkeys/registration_options starts adding one for this device and brand host (asking
// for the password again when the session is older than ten minutes, counted with password
// changes), POST /customer/passkeys finishes it; PATCH and DELETE /customer/passkeys/:id rename and
// remove one. Never on a shared device's session: a passkey there would sign in the next person.
import { Hono } from 'hono';
import {
  addPasskeyRequest,
  passkeyMessages,
  registrationOptionsRequest,
  renamePasskeyRequest,
} from '../../shared/contract/passkeys.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { enforce, RATE_RULES } from '../auth/rate-limit.ts';
import { requireCustomer, SIGN_IN_REQUIRED, sessionOf } from '../auth/require-customer.ts';
import { findSessionRow } from '../auth/sessions.ts';
import { findCustomerById } from '../customers/find-customer.ts';
import type { AppDeps, AppEnv, CurrentSession } from '../http/app-env.ts';
import { ApiError, forbidden, idParam, notFound, readBody, reply, unprocessable } from '../http/respond.ts';
import { addPasskey, registrationOptionsFor } from '../passkeys/add-passkey.ts';
import { passkeysOf, presentPasskey, removePasskey, renamePasskey } from '../passkeys/passkey-store.ts';
import { relyingPartyOf } from '../passkeys/relying-party.ts';

/** A session this young proved the password (or passkey) recently enough to add a passkey without asking. */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

export function passkeyRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('/customer/passkeys', requireCustomer);
  routes.use('/customer/passkeys/*', requireCustomer);

  const notOnSharedDevice = (session: CurrentSession) => {
    if (session.sharedDevice) throw forbidden(passkeyMessages.sharedDevice);
  };

  routes.get('/customer/passkeys', async (c) => {
    const rows = await passkeysOf(deps.db, sessionOf(c).customerId);
    return reply(c, { passkeys: rows.map(presentPasskey) });
  });

  routes.post('/customer/passkeys/registration_options', async (c) => {
    const { password } = await readBody(c, registrationOptionsRequest);
    const session = sessionOf(c);
    notOnSharedDevice(session);
    const now = deps.clock.now();
    const customer = await findCustomerById(deps.db, session.customerId);
    const row = await findSessionRow(deps.db, session.tokenHash, now);
    if (!customer || !row) throw new ApiError(401, { error: SIGN_IN_REQUIRED });
    if (now.getTime() - row.createdAt.getTime() > RECENT_SIGN_IN_MS) {
      if (!customer.passwordHash) throw unprocessable({ password: [passkeyMessages.signInAgain] });
      if (!password) throw unprocessable({ password: [passkeyMessages.passwordRequired] });
      await enforce(
        deps.db,
        [{ rule: RATE_RULES.changePasswordPerCustomer, parts: [String(customer.id)] }],
        now,
        deps.config.rateLimitMultiplier,
      );
      if (!(await verifyPassword(password, customer.passwordHash)))
        throw unprocessable({ password: [passkeyMessages.passwordWrong] });
    }
    const existing = await passkeysOf(deps.db, customer.id);
    const options = await registrationOptionsFor(deps.db, relyingPartyOf(c, deps.config), customer, existing, now);
    return reply(c, { options });
  });

  routes.post('/customer/passkeys', async (c) => {
    const input = await readBody(c, addPasskeyRequest);
    const session = sessionOf(c);
    notOnSharedDevice(session);
    const row = await addPasskey(deps.db, relyingPartyOf(c, deps.config), session.customerId, input, deps.clock.now());
    return reply(c, presentPasskey(row), 201);
  });

  routes.patch('/customer/passkeys/:id', async (c) => {
    const id = idParam(c);
    const { name } = await readBody(c, renamePasskeyRequest);
    const row = await renamePasskey(deps.db, sessionOf(c).customerId, id, name);
    if (!row) throw notFound();
    return reply(c, presentPasskey(row));
  });

  routes.delete('/customer/passkeys/:id', async (c) => {
    if (!(await removePasskey(deps.db, sessionOf(c).customerId, idParam(c)))) throw notFound();
    return reply(c, {});
  });

  return routes;
}
