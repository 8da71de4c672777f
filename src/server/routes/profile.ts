// The profile's own saves: PUT /customer/emergency_contact (any subset of the
// fields, each saved on change), POST /customer/me/change_password (the old password proves it is
// the traveller: every other session ends, this one stays) and POST /customer/me/manage_subscription.
// Each answers the customer as GET /customer/me does. Personal details are PUT /customer/me (me.ts).
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { changePasswordSchema } from '../../shared/domain/forms/passwords.ts';
import {
  CURRENT_PASSWORD_INVALID,
  type EmergencyContactPatch,
  emergencyContactPatchSchema,
  subscriptionSchema,
} from '../../shared/domain/forms/profile.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { enforce, RATE_RULES } from '../auth/rate-limit.ts';
import { requireCustomer, SIGN_IN_REQUIRED, sessionOf } from '../auth/require-customer.ts';
import { setPassword } from '../auth/set-password.ts';
import { customers, emergencyContacts } from '../db/schema.ts';
import { type CustomerRow, findCustomerById } from '../customers/find-customer.ts';
import { presentCustomer } from '../customers/present-customer.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { ApiError, readBody, readWrapped, reply, unprocessable } from '../http/respond.ts';

export function profileRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('/customer/emergency_contact', requireCustomer);
  routes.use('/customer/me/change_password', requireCustomer);
  routes.use('/customer/me/manage_subscription', requireCustomer);

  const currentRow = async (customerId: number): Promise<CustomerRow> => {
    const row = await findCustomerById(deps.db, customerId);
    if (!row) throw new ApiError(401, { error: SIGN_IN_REQUIRED });
    return row;
  };
  const answer = async (c: Context<AppEnv>, customerId: number) =>
    presentCustomer(deps.db, await currentRow(customerId), deps.clock.now(), c.get('session'));

  routes.put('/customer/emergency_contact', async (c) => {
    const patch = await readWrapped(c, 'emergencyContact', emergencyContactPatchSchema);
    const { customerId } = sessionOf(c);
    const changes = contactColumns(patch);
    if (Object.keys(changes).length > 0) {
      const now = deps.clock.now();
      await deps.db
        .insert(emergencyContacts)
        .values({ customerId, ...changes, updatedAt: now })
        .onConflictDoUpdate({ target: emergencyContacts.customerId, set: { ...changes, updatedAt: now } });
    }
    return reply(c, await answer(c, customerId));
  });

  routes.post('/customer/me/change_password', async (c) => {
    const data = await readWrapped(c, 'customer', changePasswordSchema);
    const session = sessionOf(c);
    const now = deps.clock.now();
    await enforce(
      deps.db,
      [{ rule: RATE_RULES.changePasswordPerCustomer, parts: [String(session.customerId)] }],
      now,
      deps.config.rateLimitMultiplier,
    );
    const row = await currentRow(session.customerId);
    if (!(await verifyPassword(data.currentPassword, row.passwordHash)))
      throw unprocessable({ currentPassword: [CURRENT_PASSWORD_INVALID] });
    await setPassword(deps.db, row.id, await hashPassword(data.password, { lane: 'sign-in' }), now, {
      clearNewAccount: false,
      keepTokenHash: session.tokenHash,
    });
    return reply(c, await answer(c, row.id));
  });

  routes.post('/customer/me/manage_subscription', async (c) => {
    const { isSubscriptionActive } = await readBody(c, subscriptionSchema);
    const { customerId } = sessionOf(c);
    await deps.db
      .update(customers)
      .set({ isSubscriptionActive, updatedAt: deps.clock.now() })
      .where(eq(customers.id, customerId));
    return reply(c, await answer(c, customerId));
  });

  return routes;
}

/** The fields the request carried; an emptied field is stored as null, phone codes without '+'. */
function contactColumns(patch: EmergencyContactPatch): Partial<typeof emergencyContacts.$inferInsert> {
  const out: Partial<typeof emergencyContacts.$inferInsert> = {};
  for (const key of ['firstName', 'lastName', 'tel', 'relationship'] as const)
    if (patch[key] !== undefined) out[key] = patch[key] || null;
  if (patch.countryCode !== undefined)
    out.countryCode = patch.countryCode ? patch.countryCode.replace(/^\+/, '') : null;
  return out;
}
