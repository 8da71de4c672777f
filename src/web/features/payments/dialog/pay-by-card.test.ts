import { describe, expect, it } from 'vitest';
import type { Payment, PaymentAnswer, PaymentRequest } from '../../../../shared/contract/payments.ts';
import { ApiFailure } from '../../../lib/api-client.ts';
import type { CardActionResult } from '../card-entry/card-entry-types.ts';
import { type PayDeps, payByCard } from './pay-by-card.ts';

const payment = { id: 77, amountCents: 10_000 } as Payment;
const paid: PaymentAnswer = { payment, requiresAction: false, paymentIntentClientSecret: null };
const body: PaymentRequest = { amountCents: 10_000, cardholderName: 'Olivia', stripePaymentMethod: 'pm_card_visa' };
const failure = (status: number, error?: string, errors?: Record<string, string[]>) =>
  new ApiFailure(status, error, errors, new Headers());

type Step = PaymentAnswer | Error;

function fakeDeps(steps: Step[], action: CardActionResult = { ok: true }) {
  const calls: { payment: PaymentRequest; key: string }[] = [];
  const actions: string[] = [];
  let keys = 0;
  const deps: PayDeps = {
    newKey: () => `key-${++keys}`,
    post: async (p, key) => {
      calls.push({ payment: p, key });
      const next = steps.shift();
      if (!next) throw new Error('unexpected call');
      if (next instanceof Error) throw next;
      return next;
    },
    handleCardAction: async (secret) => {
      actions.push(secret);
      return action;
    },
  };
  return { deps, calls, actions };
}

describe('payByCard', () => {
  it('pays with one call and a fresh key', async () => {
    const { deps, calls } = fakeDeps([paid]);
    expect(await payByCard(body, deps)).toEqual({ ok: true, payment });
    expect(calls).toEqual([{ payment: body, key: 'key-1' }]);
  });

  it('requires action: runs the action with the secret, then re-submits with the intent id and a new key', async () => {
    const { deps, calls, actions } = fakeDeps([
      { payment: null, requiresAction: true, paymentIntentClientSecret: 'pi_123_secret_abc' },
      paid,
    ]);
    expect(await payByCard(body, deps)).toEqual({ ok: true, payment });
    expect(actions).toEqual(['pi_123_secret_abc']);
    expect(calls[1]).toEqual({ payment: { ...body, stripePaymentIntent: 'pi_123' }, key: 'key-2' });
  });

  it("a failed card action gives the provider's message, else 'Payment was declined by Stripe!'", async () => {
    const secret = { payment: null, requiresAction: true, paymentIntentClientSecret: 'sandbox_secret_sandbox_pi_x' };
    const failed = fakeDeps([secret], { ok: false, error: 'Authentication failed.' });
    expect(await payByCard(body, failed.deps)).toEqual({ ok: false, message: 'Authentication failed.', errors: {} });
    expect(failed.calls).toHaveLength(1);
    const silent = fakeDeps([secret], { ok: false, error: '' });
    expect(await payByCard(body, silent.deps)).toMatchObject({ message: 'Payment was declined by Stripe!' });
  });

  it("a decline toasts the server's message, else 'Payment was declined!'", async () => {
    const declined = fakeDeps([failure(422, 'Your card was declined.')]);
    expect(await payByCard(body, declined.deps)).toEqual({ ok: false, message: 'Your card was declined.', errors: {} });
    expect(declined.calls).toHaveLength(1);
    const bare = fakeDeps([failure(403)]);
    expect(await payByCard(body, bare.deps)).toMatchObject({ message: 'Payment was declined!' });
  });

  it('field errors land on the form fields they are about', async () => {
    const { deps } = fakeDeps([
      failure(422, undefined, {
        amountCents: ['Total amount is larger than remaining amount'],
        cardholderName: ['Cardholder Name is required'],
      }),
    ]);
    expect(await payByCard(body, deps)).toEqual({
      ok: false,
      message: 'Total amount is larger than remaining amount',
      errors: {
        amount: ['Total amount is larger than remaining amount'],
        cardholderName: ['Cardholder Name is required'],
      },
    });
  });

  // The same-key re-send on an unknown outcome is the API client's retry (api-client.test.ts):
  // payByCard sends once and reports what is left when the client gives up.
  it('an unknown outcome the client could not settle gives its message, else the fallback, after one call', async () => {
    const unreachable = fakeDeps([failure(503, 'The card provider cannot be reached.')]);
    expect(await payByCard(body, unreachable.deps)).toMatchObject({
      ok: false,
      message: 'The card provider cannot be reached.',
    });
    expect(unreachable.calls).toHaveLength(1);
    const offline = fakeDeps([new TypeError('Failed to fetch')]);
    expect(await payByCard(body, offline.deps)).toEqual({ ok: false, message: 'Payment was declined!', errors: {} });
    expect(offline.calls).toHaveLength(1);
  });
});
