import { describe, expect, it } from 'vitest';
import { CARD_ACTION_DECLINED } from './card-entry-types.ts';
import { publishableKeyFor, type StripeLike, stripeCardHandle, stripeChangeState } from './stripe-card-adapter.ts';

type FakeCard = { element: 'card' };
const card: FakeCard = { element: 'card' };

function fakeStripe(answers: {
  createPaymentMethod?: Awaited<ReturnType<StripeLike<FakeCard>['createPaymentMethod']>> | Error;
  handleNextAction?: Awaited<ReturnType<StripeLike<FakeCard>['handleNextAction']>> | Error;
}) {
  const calls: { createPaymentMethod: unknown[]; handleNextAction: unknown[] } = {
    createPaymentMethod: [],
    handleNextAction: [],
  };
  const answer = <T>(value: T | Error | undefined) =>
    value instanceof Error ? Promise.reject(value) : Promise.resolve(value ?? ({} as T));
  const stripe: StripeLike<FakeCard> = {
    createPaymentMethod(options) {
      calls.createPaymentMethod.push(options);
      return answer(answers.createPaymentMethod);
    },
    handleNextAction(options) {
      calls.handleNextAction.push(options);
      return answer(answers.handleNextAction);
    },
  };
  return { stripe, calls };
}

describe('Stripe card adapter: createPaymentMethod', () => {
  it('asks Stripe for a card payment method with the cardholder name and answers its id and the key', async () => {
    const { stripe, calls } = fakeStripe({ createPaymentMethod: { paymentMethod: { id: 'pm_123' } } });
    const handle = stripeCardHandle(stripe, card, 'pk_test_default');
    const result = await handle.createPaymentMethod({ cardholderName: 'Ada Lovelace' });
    expect(result).toEqual({ ok: true, paymentMethodId: 'pm_123', publicKey: 'pk_test_default' });
    expect(calls.createPaymentMethod).toEqual([{ type: 'card', card, billing_details: { name: 'Ada Lovelace' } }]);
  });

  it("answers Stripe's own message when it refuses the card", async () => {
    const { stripe } = fakeStripe({ createPaymentMethod: { error: { message: 'Your card number is invalid.' } } });
    const result = await stripeCardHandle(stripe, card, 'pk').createPaymentMethod({ cardholderName: 'A' });
    expect(result).toEqual({ ok: false, error: 'Your card number is invalid.' });
  });

  it("falls back to 'Payment was declined by Stripe!' without a message, also when Stripe.js throws", async () => {
    const silent = fakeStripe({ createPaymentMethod: { error: {} } });
    expect(await stripeCardHandle(silent.stripe, card, 'pk').createPaymentMethod({ cardholderName: 'A' })).toEqual({
      ok: false,
      error: CARD_ACTION_DECLINED,
    });
    const throwing = fakeStripe({ createPaymentMethod: new Error('Failed to fetch') });
    expect(await stripeCardHandle(throwing.stripe, card, 'pk').createPaymentMethod({ cardholderName: 'A' })).toEqual({
      ok: false,
      error: 'Failed to fetch',
    });
    expect(CARD_ACTION_DECLINED).toBe('Payment was declined by Stripe!');
  });
});

describe('Stripe card adapter: handleCardAction', () => {
  it('runs handleNextAction with the client secret and succeeds when the intent moved on', async () => {
    const { stripe, calls } = fakeStripe({ handleNextAction: { paymentIntent: { status: 'requires_confirmation' } } });
    expect(await stripeCardHandle(stripe, card, 'pk').handleCardAction('pi_1_secret_2')).toEqual({ ok: true });
    expect(calls.handleNextAction).toEqual([{ clientSecret: 'pi_1_secret_2' }]);
    const paid = fakeStripe({ handleNextAction: { paymentIntent: { status: 'succeeded' } } });
    expect(await stripeCardHandle(paid.stripe, card, 'pk').handleCardAction('s')).toEqual({ ok: true });
  });

  it("answers the provider's message when authentication fails", async () => {
    const message = 'We are unable to authenticate your payment method.';
    const { stripe } = fakeStripe({ handleNextAction: { error: { message } } });
    expect(await stripeCardHandle(stripe, card, 'pk').handleCardAction('s')).toEqual({ ok: false, error: message });
  });

  it('falls back to CARD_ACTION_DECLINED for a failed intent, an error without text or a throw', async () => {
    for (const answer of [
      { paymentIntent: { status: 'requires_payment_method' } },
      { paymentIntent: { status: 'canceled' } },
      { error: { message: '' } },
      {},
      new Error(''),
    ]) {
      const { stripe } = fakeStripe({ handleNextAction: answer });
      expect(await stripeCardHandle(stripe, card, 'pk').handleCardAction('s')).toEqual({
        ok: false,
        error: CARD_ACTION_DECLINED,
      });
    }
  });
});

describe('Stripe card adapter: state and keys', () => {
  it("turns the Element's change event into the card state", () => {
    expect(stripeChangeState({ complete: false, empty: true })).toEqual({ complete: false, error: null });
    expect(stripeChangeState({ complete: false, error: { message: 'Your card number is incomplete.' } })).toEqual({
      complete: false,
      error: 'Your card number is incomplete.',
    });
    expect(stripeChangeState({ complete: true })).toEqual({ complete: true, error: null });
  });

  it("uses the yacht account's key for yacht charters and the default key otherwise", () => {
    const keys = { stripePublishableKey: 'pk_default', stripeYachtPublishableKey: 'pk_yacht' };
    expect(publishableKeyFor('yacht', keys)).toBe('pk_yacht');
    expect(publishableKeyFor('default', keys)).toBe('pk_default');
  });
});
