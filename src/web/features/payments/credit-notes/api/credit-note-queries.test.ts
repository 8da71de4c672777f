import { describe, expect, it } from 'vitest';
import { mayPersistQuery } from '../../../../lib/persist-policy.ts';
import { paymentKeys, paymentsQuery } from '../../api/payment-queries.ts';
import { creditNoteKeys, creditNotesQuery } from './credit-note-queries.ts';

const answered = (queryKey: readonly unknown[]) => ({ queryKey, state: { status: 'success' } });

describe('payment-sensitive query keys', () => {
  it('keeps payments and credit notes of each booking apart, under the payments root', () => {
    expect(paymentsQuery(40004).queryKey).toEqual(['payments', 'list', 40004]);
    expect(creditNotesQuery(40004).queryKey).toEqual(['payments', 'credit-notes', 40004]);
    expect(creditNoteKeys.list(40016)).not.toEqual(creditNoteKeys.list(40004));
    expect(creditNoteKeys.all[0]).toBe(paymentKeys.all[0]);
  });

  it('are written to the persisted cache, so they can be read offline', () => {
    expect(mayPersistQuery(answered(paymentsQuery(40004).queryKey))).toBe(true);
    expect(mayPersistQuery(answered(creditNotesQuery(40004).queryKey))).toBe(true);
  });
});
