// POST /api/v2/provider_webhooks/stripe/{default|yacht}.json: the card provider reports intents
// that settled or failed, notably after an authentication step whose browser never came back.
// The signature is the authentication (the CSRF origin check is skipped for these paths only);
// each event is handled once (provider_events), and recording a payment twice is impossible anyway.
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import { payments, providerEvents } from '../db/schema.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { ApiError, notFound, reply } from '../http/respond.ts';
import {
  type CardProvider,
  type ProviderAccount,
  ProviderError,
  ProviderUnavailableError,
  type WebhookEvent,
} from '../payments/card-provider.ts';
import { completeAttempt, dropAttempt, findAttemptByIntent, type PaymentRow } from '../payments/payment-ledger.ts';
import { providerOf } from '../payments/provider-of.ts';

async function attemptOf(db: Db, intent: NonNullable<WebhookEvent['intent']>): Promise<PaymentRow | null> {
  const bookingId = Number(intent.metadata.bookingId);
  const paymentId = Number(intent.metadata.paymentId);
  if (!Number.isInteger(bookingId)) return null;
  const byIntent = await findAttemptByIntent(db, bookingId, intent.id);
  if (byIntent) return byIntent;
  // The process may have stopped between the charge and noting the intent on the attempt.
  if (!Number.isInteger(paymentId)) return null;
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.bookingId, bookingId)));
  return row && (row.providerPaymentId === null || row.providerPaymentId === intent.id) ? row : null;
}

async function handle(db: Db, provider: CardProvider, account: ProviderAccount, event: WebhookEvent) {
  const intent = event.intent;
  if (!intent) return;
  const attempt = await attemptOf(db, intent);
  if (!attempt || attempt.state === 'complete') return;
  if (event.type === 'payment_intent.succeeded') {
    // Ask the provider rather than trusting the event body alone: it also gives the card details.
    const result = await provider.confirm({ account, intentId: intent.id });
    if (result.status === 'succeeded') await completeAttempt(db, attempt.id, result.providerPaymentId, result.card);
  } else if (event.type === 'payment_intent.payment_failed' || event.type === 'payment_intent.canceled') {
    await dropAttempt(db, attempt.id);
  }
}

export function providerWebhookRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.post('/provider_webhooks/stripe/:account', async (c) => {
    const account = c.req.param('account');
    if (account !== 'default' && account !== 'yacht') throw notFound();
    const raw = await c.req.text();
    const provider = providerOf(deps);
    let event: WebhookEvent;
    try {
      event = provider.verifyWebhook(raw, c.req.header('Stripe-Signature'), account);
    } catch (error) {
      if (error instanceof ProviderError) throw new ApiError(400, { error: error.message });
      throw error;
    }
    const [seen] = await deps.db.select().from(providerEvents).where(eq(providerEvents.id, event.id));
    if (seen) return reply(c, { received: true, duplicate: true });
    try {
      await handle(deps.db, provider, account, event);
    } catch (error) {
      // Not recorded as handled: the provider delivers the event again later.
      if (error instanceof ProviderUnavailableError) return reply(c, { error: error.message }, 503);
      throw error;
    }
    await deps.db.insert(providerEvents).values({ id: event.id }).onConflictDoNothing();
    return reply(c, { received: true, duplicate: false });
  });

  return routes;
}
