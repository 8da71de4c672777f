import { describe, expect, it } from 'vitest';
import { decideGuard, decideVisitorGuard, type GuardCustomer } from './guard.ts';

const customer: GuardCustomer = { id: 7, isNewAccount: false, passwordResetRequired: false };
const input = (over: Partial<Parameters<typeof decideGuard>[0]> = {}) => ({
  customer,
  search: {},
  href: '/bookings/40001/payments',
  staffRemembered: false,
  ...over,
});

describe('decideGuard (access guard of authenticated pages)', () => {
  it('lets a signed-in customer in and loads the header notifications', () => {
    expect(decideGuard(input())).toEqual({
      refreshAll: false,
      rememberStaff: false,
      redirect: null,
      loadHeaderNotifications: true,
    });
  });

  it('sends a signed-out visitor to login with the full path, search included', () => {
    const decision = decideGuard(input({ customer: null, href: '/bookings/40001/payments?x=1' }));
    expect(decision.redirect).toEqual({ to: '/login', search: { redirect: '/bookings/40001/payments?x=1' } });
    expect(decision.loadHeaderNotifications).toBe(false);
  });

  it('refreshes everything on refresh=true, before any other step', () => {
    expect(decideGuard(input({ search: { refresh: true } })).refreshAll).toBe(true);
    expect(decideGuard(input({ search: { refresh: 'true' } })).refreshAll).toBe(true);
    const forced = decideGuard(input({ search: { refresh: true }, customer: { ...customer, isNewAccount: true } }));
    expect(forced).toMatchObject({ refreshAll: true, redirect: { to: '/welcome/change_password' } });
    expect(decideGuard(input({ search: { refresh: false } })).refreshAll).toBe(false);
  });

  it('does not refresh for a signed-out visitor (nobody to refresh for)', () => {
    expect(decideGuard(input({ customer: null, search: { refresh: true } })).refreshAll).toBe(false);
  });

  it('forces the password page for a new account or a required reset', () => {
    for (const flags of [{ isNewAccount: true }, { passwordResetRequired: true }]) {
      const decision = decideGuard(input({ customer: { ...customer, ...flags } }));
      expect(decision.redirect).toEqual({ to: '/welcome/change_password' });
      expect(decision.loadHeaderNotifications).toBe(false);
    }
  });

  it('skips the forced password page when staff is in the query, and remembers it', () => {
    const decision = decideGuard(input({ customer: { ...customer, isNewAccount: true }, search: { staff: true } }));
    expect(decision).toMatchObject({ redirect: null, rememberStaff: true, loadHeaderNotifications: true });
  });

  it('keeps skipping while navigating once staff was seen in this tab', () => {
    const decision = decideGuard(
      input({ customer: { ...customer, passwordResetRequired: true }, staffRemembered: true }),
    );
    expect(decision.redirect).toBeNull();
  });

  it('does not count staff=false as set', () => {
    const decision = decideGuard(input({ customer: { ...customer, isNewAccount: true }, search: { staff: false } }));
    expect(decision.redirect).toEqual({ to: '/welcome/change_password' });
  });
});

describe('decideVisitorGuard', () => {
  it('sends a signed-in customer to the dashboard and lets a visitor stay', () => {
    expect(decideVisitorGuard(customer)).toEqual({ to: '/' });
    expect(decideVisitorGuard(null)).toBeNull();
  });
});
