import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../../../../shared/contract/payments.ts';
import { mayPersistQuery } from '../../../lib/persist-policy.ts';
import {
  cardMessages,
  cardNumberError,
  cvcError,
  errorShownWhileTyping,
  expiryError,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  sandboxCardErrors,
} from './card-validation.ts';
import { paymentConfigQuery } from './payment-config-query.ts';

const now = new Date('2026-11-21T10:00:00Z');

describe('card number', () => {
  it('is grouped in fours as it is typed (American Express 4-6-5) and cut at its length', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242-4242 42a42')).toBe('4242 4242 4242');
    expect(formatCardNumber('42424242424242429999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });

  it('passes the Luhn check for the sandbox test cards and fails a mistyped digit', () => {
    for (const number of Object.values(SANDBOX_CARDS)) expect(luhnValid(number)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('')).toBe(false);
  });

  it("says 'incomplete' until every digit is there, then 'invalid' when the checksum fails", () => {
    expect(cardNumberError('')).toBe(cardMessages.numberIncomplete);
    expect(cardNumberError('4242 4242 4242 424')).toBe('Your card number is incomplete.');
    expect(cardNumberError('4242 4242 4242 4241')).toBe('Your card number is invalid.');
    expect(cardNumberError('4242 4242 4242 4242')).toBeNull();
    expect(cardNumberError('3782 822463 1000')).toBe(cardMessages.numberIncomplete);
    expect(cardNumberError('3782 822463 10005')).toBeNull();
  });
});

describe('expiry MM / YY', () => {
  it('formats as MM / YY, pads a single month digit above 1 and lets the separator be deleted', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('12 /')).toBe('12');
    expect(formatExpiry('12 / 3')).toBe('12 / 3');
    expect(formatExpiry('1234567')).toBe('12 / 34');
  });

  it('is incomplete, has a bad month, or lies in the past by the given clock', () => {
    expect(expiryError('', now)).toBe("Your card's expiration date is incomplete.");
    expect(expiryError('12 / 3', now)).toBe("Your card's expiration date is incomplete.");
    expect(expiryError('13 / 30', now)).toBe(cardMessages.expiryMonthInvalid);
    expect(expiryError('12 / 25', now)).toBe("Your card's expiration year is in the past.");
    expect(expiryError('10 / 26', now)).toBe(cardMessages.expiryDatePast);
  });

  it('accepts the current month (a card is valid through its month) and later', () => {
    expect(expiryError('11 / 26', now)).toBeNull();
    expect(expiryError('01 / 27', now)).toBeNull();
    expect(expiryError('11 / 26', new Date('2026-12-01T00:00:00Z'))).toBe(cardMessages.expiryDatePast);
  });
});

describe('security code', () => {
  it('needs 3 digits, 4 on American Express', () => {
    expect(cvcError('', '4242424242424242')).toBe("Your card's security code is incomplete.");
    expect(cvcError('12', '4242424242424242')).toBe(cardMessages.cvcIncomplete);
    expect(cvcError('123', '4242424242424242')).toBeNull();
    expect(cvcError('123', '378282246310005')).toBe(cardMessages.cvcIncomplete);
    expect(cvcError('1234', '378282246310005')).toBeNull();
  });
});

describe('the whole card', () => {
  it('reports each field, none when all pass', () => {
    expect(sandboxCardErrors({ number: '', expiry: '', cvc: '' }, now)).toEqual({
      number: cardMessages.numberIncomplete,
      expiry: cardMessages.expiryIncomplete,
      cvc: cardMessages.cvcIncomplete,
    });
    expect(sandboxCardErrors({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }, now)).toEqual({
      number: null,
      expiry: null,
      cvc: null,
    });
  });

  it('shows a wrong complete value while typing but waits for blur on an incomplete one', () => {
    expect(errorShownWhileTyping('number', cardMessages.numberIncomplete)).toBe(false);
    expect(errorShownWhileTyping('number', cardMessages.numberInvalid)).toBe(true);
    expect(errorShownWhileTyping('expiry', cardMessages.expiryIncomplete)).toBe(false);
    expect(errorShownWhileTyping('expiry', cardMessages.expiryYearPast)).toBe(true);
    expect(errorShownWhileTyping('cvc', cardMessages.cvcIncomplete)).toBe(false);
    expect(errorShownWhileTyping('number', null)).toBe(false);
  });
});

describe('payment config query', () => {
  it('sits under the payments root, so it is never persisted', () => {
    const queryKey = paymentConfigQuery().queryKey;
    expect(queryKey[0]).toBe('payments');
    expect(mayPersistQuery({ queryKey, state: { status: 'success' } })).toBe(false);
  });
});
