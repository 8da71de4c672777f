// GET /customer/welcome_page_message and GET /customer/password_reset_message: server text that
// overrides the forced set-password page's greeting, and the booking to go to afterwards.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { sessionOf } from '../auth/require-customer.ts';
import { latestBookingId } from '../bookings/access.ts';
import { customers } from '../db/schema.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { reply } from '../http/respond.ts';

export function accountMessageRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  const messagesOf = async (customerId: number) => {
    const [row] = await deps.db
      .select({ welcomeMessage: customers.welcomeMessage, passwordResetMessage: customers.passwordResetMessage })
      .from(customers)
      .where(eq(customers.id, customerId))
      .limit(1);
    return { row, bookingId: await latestBookingId(deps.db, customerId) };
  };

  routes.get('/customer/welcome_page_message', async (c) => {
    const { row, bookingId } = await messagesOf(sessionOf(c).customerId);
    return reply(c, { welcomeMessage: row?.welcomeMessage ?? null, bookingId });
  });

  routes.get('/customer/password_reset_message', async (c) => {
    const { row, bookingId } = await messagesOf(sessionOf(c).customerId);
    return reply(c, { passwordResetMessage: row?.passwordResetMessage ?? null, bookingId });
  });

  return routes;
}
