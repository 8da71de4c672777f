// The default card provider: no network, deterministic outcomes from Stripe's test payment-method
// ids and from the sandbox card fields' tokens (see shared/contract/payments.ts). Intent ids carry
// the card, so confirming works after a restart; webhooks are signed like Stripe's.
import { randomBytes } from 'node:crypto';
import { SANDBOX_SECRET_PREFIX } from '../../shared/contract/payments.ts';
import type { CardBrand } from '../db/schema.ts';
import {
  type CardDetails,
  type CardProvider,
  type ChargeResult,
  type ProviderAccount,
  ProviderError,
  type WebhookEvent,
} from './card-provider.ts';
import { webhookSignatureValid } from './webhook-signature.ts';

export const DECLINED_MESSAGE = 'Your card was declined.';
export const INCORRECT_NUMBER_MESSAGE = 'Your card number is incorrect.';
export const CANCELED_MESSAGE = 'This payment was canceled.';
export const BAD_SIGNATURE_MESSAGE = 'Webhook signature does not match.';
export const WEBHOOKS_NOT_CONFIGURED_MESSAGE = 'Webhooks are not configured for this account';

type Outcome = { kind: 'succeeds' | 'declined' | 'authenticate'; card: CardDetails } | { kind: 'unknown' };

const TEST_METHODS: Record<string, Outcome> = {
  pm_card_visa: { kind: 'succeeds', card: { brand: 'visa', lastFour: '4242' } },
  pm_card_mastercard: { kind: 'succeeds', card: { brand: 'mastercard', lastFour: '4444' } },
  pm_card_chargeDeclined: { kind: 'declined', card: { brand: 'visa', lastFour: '0002' } },
  pm_card_authenticationRequired: { kind: 'authenticate', card: { brand: 'visa', lastFour: '3155' } },
};

const CARD_NUMBERS: Record<string, 'succeeds' | 'declined' | 'authenticate'> = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '4000000000000002': 'declined',
  '4000002500003155': 'authenticate',
};

function brandOf(number: string): CardBrand {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'other';
}

function outcomeOf(paymentMethod: string): Outcome {
  const known = TEST_METHODS[paymentMethod];
  if (known) return known;
  // A method saved earlier: sandbox_pm_<kind>_<brand>_<last four>.
  const saved = /^sandbox_pm_(succeeds|authenticate)_([a-z]+)_(\d{4})_/.exec(paymentMethod);
  if (saved) return { kind: saved[1] as 'succeeds', card: { brand: saved[2] as CardBrand, lastFour: saved[3] ?? '' } };
  const token = /^sandbox_card_(\d{12,19})$/.exec(paymentMethod);
  const number = token?.[1];
  if (!number) return { kind: 'unknown' };
  const kind = CARD_NUMBERS[number];
  if (!kind) return { kind: 'unknown' };
  return { kind, card: { brand: brandOf(number), lastFour: number.slice(-4) } };
}

const random = () => randomBytes(6).toString('hex');
const intentId = (card: CardDetails) => `sandbox_pi_${card.brand}_${card.lastFour}_${random()}`;

function cardOfIntent(id: string): CardDetails | null {
  const match = /^sandbox_pi_([a-z]+)_(\d{4})_[0-9a-f]+$/.exec(id);
  return match ? { brand: match[1] as CardBrand, lastFour: match[2] ?? '' } : null;
}

export type SandboxProvider = CardProvider & {
  /** How many times each operation ran (tests prove a retry never charges again). */
  readonly calls: { charge: number; confirm: number; save: number; detach: number; cancel: number };
};

export function createSandboxProvider(webhookSecrets: Record<ProviderAccount, string>): SandboxProvider {
  const calls = { charge: 0, confirm: 0, save: 0, detach: 0, cancel: 0 };
  const canceled = new Set<string>();
  // Like Stripe, a repeated idempotency key answers the first result without a second charge.
  const byKey = new Map<string, ChargeResult>();
  // Intents charged to keep the card, awaiting authentication: the customer to keep it on.
  const keepOn = new Map<string, string>();
  const kept = (card: CardDetails, customerRef: string) => ({
    providerPaymentMethodId: `sandbox_pm_succeeds_${card.brand}_${card.lastFour}_${random()}`,
    customerRef,
  });

  return {
    name: 'sandbox',
    calls,
    async charge(input) {
      const replay = byKey.get(`${input.account}:${input.idempotencyKey}`);
      if (replay) return replay;
      calls.charge += 1;
      const outcome = outcomeOf(input.paymentMethod);
      let result: ChargeResult;
      if (outcome.kind === 'unknown') result = { status: 'declined', message: INCORRECT_NUMBER_MESSAGE };
      else if (outcome.kind === 'declined') result = { status: 'declined', message: DECLINED_MESSAGE };
      else if (outcome.kind === 'authenticate') {
        const id = intentId(outcome.card);
        if (input.saveFor) keepOn.set(id, input.saveFor.customerRef ?? `sandbox_cus_${random()}`);
        result = { status: 'requires_action', providerPaymentId: id, clientSecret: `${SANDBOX_SECRET_PREFIX}${id}` };
      } else {
        const customerRef = input.saveFor ? (input.saveFor.customerRef ?? `sandbox_cus_${random()}`) : null;
        result = {
          status: 'succeeded',
          providerPaymentId: intentId(outcome.card),
          card: outcome.card,
          ...(customerRef ? { saved: kept(outcome.card, customerRef) } : {}),
        };
      }
      byKey.set(`${input.account}:${input.idempotencyKey}`, result);
      return result;
    },
    async confirm({ intentId: id }) {
      calls.confirm += 1;
      const card = cardOfIntent(id);
      if (!card) return { status: 'declined', message: 'No such payment intent.' };
      if (canceled.has(id)) return { status: 'declined', message: CANCELED_MESSAGE };
      const customerRef = keepOn.get(id);
      keepOn.delete(id);
      return {
        status: 'succeeded',
        providerPaymentId: id,
        card,
        ...(customerRef ? { saved: kept(card, customerRef) } : {}),
      };
    },
    async cancel({ intentId: id }) {
      calls.cancel += 1;
      canceled.add(id);
      keepOn.delete(id);
      return { status: 'canceled' };
    },
    // Its memory is the process's: after a restart every earlier key is unknown, which is true of
    // the sandbox (nothing was ever charged), so the reservation is freed and a retry charges anew.
    async lookup({ account, idempotencyKey }) {
      const result = byKey.get(`${account}:${idempotencyKey}`);
      if (!result) return { status: 'not_found' };
      if (result.status === 'requires_action' && canceled.has(result.providerPaymentId))
        return { status: 'declined', message: CANCELED_MESSAGE, providerPaymentId: result.providerPaymentId };
      return result;
    },
    async savePaymentMethod({ paymentMethod, customerRef }) {
      calls.save += 1;
      const outcome = outcomeOf(paymentMethod);
      if (outcome.kind === 'unknown') throw new ProviderError(INCORRECT_NUMBER_MESSAGE);
      if (outcome.kind === 'declined') throw new ProviderError(DECLINED_MESSAGE);
      const { brand, lastFour } = outcome.card;
      return {
        providerPaymentMethodId: `sandbox_pm_${outcome.kind}_${brand}_${lastFour}_${random()}`,
        customerRef: customerRef ?? `sandbox_cus_${random()}`,
        card: outcome.card,
      };
    },
    async detachPaymentMethod({ providerPaymentMethodId }) {
      calls.detach += 1;
      if (!providerPaymentMethodId.startsWith('sandbox_pm_')) throw new ProviderError('No such payment method.');
    },
    verifyWebhook(rawBody, signatureHeader, account): WebhookEvent {
      // An empty secret would let anyone sign: an account without one takes no webhooks at all.
      if (!webhookSecrets[account]) throw new ProviderError(WEBHOOKS_NOT_CONFIGURED_MESSAGE);
      if (!webhookSignatureValid(rawBody, signatureHeader, webhookSecrets[account]))
        throw new ProviderError(BAD_SIGNATURE_MESSAGE);
      return parseEvent(rawBody);
    },
  };
}

/** The parts of a Stripe-shaped event the webhook route reads. */
export function parseEvent(rawBody: string): WebhookEvent {
  let event: { id?: unknown; type?: unknown; data?: { object?: Record<string, unknown> } };
  try {
    event = JSON.parse(rawBody);
  } catch {
    throw new ProviderError('Webhook body is not JSON.');
  }
  if (typeof event.id !== 'string' || typeof event.type !== 'string') throw new ProviderError('Not an event.');
  const object = event.data?.object;
  const intent =
    object && object.object === 'payment_intent' && typeof object.id === 'string'
      ? {
          id: object.id,
          amountCents: Number(object.amount ?? 0),
          currency: String(object.currency ?? '').toUpperCase(),
          metadata: (object.metadata ?? {}) as Record<string, string>,
        }
      : null;
  return { id: event.id, type: event.type, intent };
}
