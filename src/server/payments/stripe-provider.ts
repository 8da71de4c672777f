// The Stripe card provider: PaymentIntents confirmed on creation with the browser's payment method
// (automatic confirmation, so an authenticated intent also settles when the browser is gone and a
// webhook reports it), saved cards as payment methods attached to a Stripe customer, webhooks
// checked with Stripe's own signature verification. STRIPE_API_BASE points the SDK elsewhere
// (the local fake in tests).
import Stripe from 'stripe';
import type { CardBrand } from '../db/schema.ts';
import type { PaymentSettings } from '../env.ts';
import {
  type CardDetails,
  type CardProvider,
  type ChargeResult,
  type ProviderAccount,
  ProviderError,
  ProviderUnavailableError,
} from './card-provider.ts';
import { parseEvent } from './sandbox-provider.ts';

const DECLINED_FALLBACK = 'Your card was declined.';

function brandOf(brand: string | null | undefined): CardBrand {
  return brand === 'visa' || brand === 'mastercard' || brand === 'amex' ? brand : 'other';
}

function cardOf(intent: Stripe.PaymentIntent): CardDetails {
  const method = intent.payment_method;
  const card = method && typeof method === 'object' ? method.card : null;
  return { brand: brandOf(card?.brand), lastFour: card?.last4 ?? '' };
}

function outcome(intent: Stripe.PaymentIntent): ChargeResult {
  if (intent.status === 'succeeded') {
    const method = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
    const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
    const kept = intent.setup_future_usage && method && customer;
    return {
      status: 'succeeded',
      providerPaymentId: intent.id,
      card: cardOf(intent),
      ...(kept ? { saved: { providerPaymentMethodId: method, customerRef: customer } } : {}),
    };
  }
  if (intent.status === 'requires_action' && intent.client_secret)
    return { status: 'requires_action', providerPaymentId: intent.id, clientSecret: intent.client_secret };
  return {
    status: 'declined',
    providerPaymentId: intent.id,
    message: intent.last_payment_error?.message ?? DECLINED_FALLBACK,
  };
}

/** Card and request errors are the card's answer; anything else means Stripe could not be asked. */
function declineOf(error: unknown): ChargeResult {
  if (error instanceof Stripe.errors.StripeCardError || error instanceof Stripe.errors.StripeInvalidRequestError)
    return { status: 'declined', message: error.message || DECLINED_FALLBACK };
  if (error instanceof Stripe.errors.StripeError) throw new ProviderUnavailableError();
  throw error;
}

export function createStripeProvider(settings: PaymentSettings): CardProvider {
  const base = settings.stripeApiBase ? new URL(settings.stripeApiBase) : null;
  const clientFor = (secretKey: string | undefined) => {
    if (!secretKey) throw new Error('STRIPE_SECRET_KEY is not set');
    return new Stripe(secretKey, {
      maxNetworkRetries: 1,
      // Two tries of 15 s stay well under RECONCILE_AFTER_SECONDS (payment-ledger.ts): an attempt
      // idle that long has no charge request still on its way to Stripe.
      timeout: 15_000,
      telemetry: false,
      ...(base ? { host: base.hostname, port: base.port, protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
    });
  };
  const clients: Record<ProviderAccount, Stripe> = {
    default: clientFor(settings.stripeSecretKey),
    yacht: clientFor(settings.stripeYachtSecretKey ?? settings.stripeSecretKey),
  };
  const secrets: Record<ProviderAccount, string> = {
    default: settings.webhookSecret,
    yacht: settings.yachtWebhookSecret,
  };

  return {
    name: 'stripe',
    async charge(input) {
      const stripe = clients[input.account];
      try {
        const saveFor = input.saveFor;
        const customer = saveFor
          ? (saveFor.customerRef ??
            (
              await stripe.customers.create(
                { email: saveFor.email, name: saveFor.name },
                { idempotencyKey: `gangway-customer-${input.idempotencyKey}` },
              )
            ).id)
          : input.customerRef;
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            payment_method: input.paymentMethod,
            ...(customer ? { customer } : {}),
            ...(saveFor ? { setup_future_usage: 'off_session' as const } : {}),
            confirm: true,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            metadata: input.metadata,
            expand: ['payment_method'],
          },
          { idempotencyKey: `gangway-${input.idempotencyKey}` },
        );
        return outcome(intent);
      } catch (error) {
        return declineOf(error);
      }
    },
    async confirm({ account, intentId }) {
      const stripe = clients[account];
      try {
        let intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] });
        if (intent.status === 'requires_confirmation')
          intent = await stripe.paymentIntents.confirm(intentId, { expand: ['payment_method'] });
        return outcome(intent);
      } catch (error) {
        return declineOf(error);
      }
    },
    async cancel({ account, intentId }) {
      try {
        await clients[account].paymentIntents.cancel(intentId);
        return { status: 'canceled' };
      } catch (error) {
        // Already succeeded (or otherwise final): report what it became.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return this.confirm({ account, intentId });
        if (error instanceof Stripe.errors.StripeError) throw new ProviderUnavailableError();
        throw error;
      }
    },
    // Stripe answers no lookup by idempotency key, but charge() puts the attempt's id and key in
    // the intent's metadata. Search is eventually consistent (Stripe: usually within a minute),
    // which is why only attempts idle for RECONCILE_AFTER_SECONDS are looked up.
    async lookup({ account, idempotencyKey, paymentId }) {
      try {
        const found = await clients[account].paymentIntents.search({
          query: `metadata['paymentId']:'${paymentId}' AND metadata['idempotencyKey']:'${idempotencyKey.replace(/['\\]/g, '')}'`,
          expand: ['data.payment_method'],
          limit: 1,
        });
        const intent = found.data[0];
        if (!intent) return { status: 'not_found' };
        if (intent.status === 'processing' || intent.status === 'requires_capture') return { status: 'processing' };
        return outcome(intent);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError) throw new ProviderUnavailableError();
        throw error;
      }
    },
    async savePaymentMethod({ account, paymentMethod, customerRef, email, name }) {
      const stripe = clients[account];
      try {
        const customer = customerRef ?? (await stripe.customers.create({ email, name })).id;
        const method = await stripe.paymentMethods.attach(paymentMethod, { customer });
        return {
          providerPaymentMethodId: method.id,
          customerRef: customer,
          card: { brand: brandOf(method.card?.brand), lastFour: method.card?.last4 ?? '' },
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError) throw new ProviderError(error.message);
        throw error;
      }
    },
    async detachPaymentMethod({ account, providerPaymentMethodId }) {
      try {
        await clients[account].paymentMethods.detach(providerPaymentMethodId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError) throw new ProviderError(error.message);
        throw error;
      }
    },
    verifyWebhook(rawBody, signatureHeader, account) {
      // An empty secret would let anyone sign: an unconfigured account takes no webhooks at all.
      if (!secrets[account]) throw new ProviderError('Webhooks are not configured for this account');
      try {
        clients[account].webhooks.constructEvent(rawBody, signatureHeader ?? '', secrets[account]);
      } catch (error) {
        throw new ProviderError(error instanceof Error ? error.message : 'Bad signature');
      }
      return parseEvent(rawBody);
    },
  };
}
