// GET /customer/me (with the server's date in a header), PUT /customer/me (personal details) and
// POST /customer/me/change_default_password (the forced first password).
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { CURRENT_DATE_HEADER } from '../../shared/contract/api.ts';
import { setPasswordMessages, setPasswordSchema } from '../../shared/domain/forms/passwords.ts';
import {
  LOCKED_DETAILS_MESSAGE,
  LOCKED_WITH_ACTIVE_BOOKINGS,
  type PersonalDetailsPatch,
  personalDetailsPatchSchema,
} from '../../shared/domain/forms/personal-details.ts';
import { hashPassword } from '../auth/passwords.ts';
import { enforce, RATE_RULES } from '../auth/rate-limit.ts';
import { requireCustomer, sessionOf } from '../auth/require-customer.ts';
import { setPassword } from '../auth/set-password.ts';
import { startSession } from '../auth/sign-in.ts';
import { hasActiveBookings } from '../bookings/access.ts';
import { customers } from '../db/schema.ts';
import {
  type CustomerRow,
  EMAIL_TAKEN,
  findCustomerByEmail,
  findCustomerById,
  isUniqueViolation,
} from '../customers/find-customer.ts';
import { presentCustomer } from '../customers/present-customer.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { ApiError, forbidden, readWrapped, reply, unprocessable } from '../http/respond.ts';
import { SIGN_IN_REQUIRED } from '../auth/require-customer.ts';

export function meRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('/customer/me', requireCustomer);
  routes.use('/customer/me/*', requireCustomer);

  /** The signed-in customer's row; a session whose customer is gone counts as signed out. */
  const currentRow = async (customerId: number): Promise<CustomerRow> => {
    const row = await findCustomerById(deps.db, customerId);
    if (!row) throw new ApiError(401, { error: SIGN_IN_REQUIRED });
    return row;
  };

  routes.get('/customer/me', async (c) => {
    const now = deps.clock.now();
    const row = await currentRow(sessionOf(c).customerId);
    c.header(CURRENT_DATE_HEADER, now.toISOString());
    return reply(c, await presentCustomer(deps.db, row, now, c.get('session')));
  });

  routes.put('/customer/me', async (c) => {
    const now = deps.clock.now();
    const patch = await readWrapped(c, 'customer', personalDetailsPatchSchema(now.getUTCFullYear()));
    const row = await currentRow(sessionOf(c).customerId);
    const lockedChange = LOCKED_WITH_ACTIVE_BOOKINGS.some((key) => patch[key] !== undefined && patch[key] !== row[key]);
    if (lockedChange && (await hasActiveBookings(deps.db, row.id, now))) throw forbidden(LOCKED_DETAILS_MESSAGE);
    const changes = columnsOf(patch);
    if (changes.email && changes.email.toLowerCase() !== row.email.toLowerCase()) {
      const other = await findCustomerByEmail(deps.db, changes.email);
      if (other && other.id !== row.id) throw unprocessable({ email: [EMAIL_TAKEN] });
    }
    let updated = row;
    if (Object.keys(changes).length > 0) {
      try {
        [updated = row] = await deps.db
          .update(customers)
          .set({ ...changes, updatedAt: now })
          .where(eq(customers.id, row.id))
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw unprocessable({ email: [EMAIL_TAKEN] });
        throw error;
      }
    }
    return reply(c, await presentCustomer(deps.db, updated, now, c.get('session')));
  });

  // Only for the forced first password (a new account, or a reset the operator required): anyone
  // else changes theirs on the Profile, with the current one. Counted before the hash is paid for.
  routes.post('/customer/me/change_default_password', async (c) => {
    const now = deps.clock.now();
    const data = await readWrapped(c, 'customer', setPasswordSchema);
    const session = sessionOf(c);
    await enforce(
      deps.db,
      [{ rule: RATE_RULES.changePasswordPerCustomer, parts: [String(session.customerId)] }],
      now,
      deps.config.rateLimitMultiplier,
    );
    const row = await currentRow(session.customerId);
    if (!row.isNewAccount && !row.passwordResetRequired)
      throw new ApiError(409, { error: setPasswordMessages.alreadySet });
    await setPassword(deps.db, row.id, await hashPassword(data.password, { lane: 'sign-in' }), now, {
      clearNewAccount: true,
    });
    await startSession(c, deps, row.id, session.rememberMe, { sharedDevice: session.sharedDevice });
    const updated = await currentRow(row.id);
    return reply(c, await presentCustomer(deps.db, updated, now));
  });

  return routes;
}

/** Only the fields the request carried; phone codes are stored without their '+'. */
function columnsOf(patch: PersonalDetailsPatch): Partial<typeof customers.$inferInsert> {
  const out: Partial<typeof customers.$inferInsert> = {};
  if (patch.title !== undefined) out.title = patch.title;
  if (patch.firstName !== undefined) out.firstName = patch.firstName;
  if (patch.lastName !== undefined) out.lastName = patch.lastName;
  if (patch.age !== undefined) out.age = patch.age;
  if (patch.email !== undefined) out.email = patch.email;
  if (patch.nationality !== undefined) out.nationality = patch.nationality;
  if (patch.countryCode !== undefined)
    out.countryCode = patch.countryCode ? patch.countryCode.replace(/^\+/, '') : null;
  if (patch.tel !== undefined) out.tel = patch.tel || null;
  return out;
}
