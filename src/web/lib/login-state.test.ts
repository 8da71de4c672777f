import { describe, expect, it } from 'vitest';
import { decideCrossTabAction, parseCustomerId } from './login-state.ts';

const signedInTab = { currentCustomerId: 7, onUnauthenticatedPage: false };
const visitorTab = { currentCustomerId: undefined, onUnauthenticatedPage: true };

describe('decideCrossTabAction (login state across tabs)', () => {
  it("logs this tab out when another tab sets 'logined' to 'false'", () => {
    expect(decideCrossTabAction({ key: 'logined', newValue: 'false' }, signedInTab)).toBe('force-logout');
    expect(decideCrossTabAction({ key: 'logined', newValue: 'false' }, visitorTab)).toBe('force-logout');
  });

  it("reloads a tab on a visitor page when another tab sets 'logined' to 'true'", () => {
    expect(decideCrossTabAction({ key: 'logined', newValue: 'true' }, visitorTab)).toBe('reload');
  });

  it("leaves a signed-in tab alone when 'logined' becomes 'true'", () => {
    expect(decideCrossTabAction({ key: 'logined', newValue: 'true' }, signedInTab)).toBe('none');
  });

  it("sends the tab to the dashboard when 'refresh' names another customer", () => {
    expect(decideCrossTabAction({ key: 'refresh', newValue: '8' }, signedInTab)).toBe('dashboard-reload');
    expect(decideCrossTabAction({ key: 'refresh', newValue: '8' }, visitorTab)).toBe('dashboard-reload');
  });

  it("ignores a 'refresh' naming this tab's customer, or not numeric", () => {
    expect(decideCrossTabAction({ key: 'refresh', newValue: '7' }, signedInTab)).toBe('none');
    expect(decideCrossTabAction({ key: 'refresh', newValue: 'yes' }, signedInTab)).toBe('none');
    expect(decideCrossTabAction({ key: 'refresh', newValue: null }, signedInTab)).toBe('none');
  });

  it('ignores other keys and a cleared storage', () => {
    expect(decideCrossTabAction({ key: 'other', newValue: 'false' }, signedInTab)).toBe('none');
    expect(decideCrossTabAction({ key: null, newValue: null }, signedInTab)).toBe('none');
  });
});

describe('the remembered customer', () => {
  it('reads back only a numeric id', () => {
    expect(parseCustomerId('7')).toBe(7);
    expect(parseCustomerId('7a')).toBeUndefined();
    expect(parseCustomerId('')).toBeUndefined();
    expect(parseCustomerId(null)).toBeUndefined();
  });

  it('reloads a visitor tab when another tab signs someone in', () => {
    expect(decideCrossTabAction({ key: 'gangway-customer', newValue: '8' }, visitorTab)).toBe('reload');
  });

  it('sends a tab showing another customer to the dashboard, reloaded', () => {
    expect(decideCrossTabAction({ key: 'gangway-customer', newValue: '8' }, signedInTab)).toBe('dashboard-reload');
    expect(decideCrossTabAction({ key: 'gangway-customer', newValue: '7' }, signedInTab)).toBe('none');
  });

  it('ignores the record being removed (sign-out wipes it; logined drives the logout)', () => {
    expect(decideCrossTabAction({ key: 'gangway-customer', newValue: null }, signedInTab)).toBe('none');
    expect(decideCrossTabAction({ key: 'gangway-customer', newValue: null }, visitorTab)).toBe('none');
  });
});
