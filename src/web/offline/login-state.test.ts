import { describe, expect, it } from 'vitest';
import { decideCrossTabAction } from './login-state.ts';

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
