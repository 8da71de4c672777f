// The access guard of authenticated pages as a pure decision. The steps run in this order: (1) the
// customer is already loaded by the caller, (2) refresh=true refreshes everything, (3) signed out
// goes to login with the full path, (4) a new account or a required reset goes to the forced
// password page unless staff is set, (5) otherwise the header notifications are loaded.
export type GuardCustomer = { id: number; isNewAccount: boolean; passwordResetRequired: boolean };

export type GuardInput = {
  customer: GuardCustomer | null;
  search: Record<string, unknown>;
  /** The full path of the requested page, search included ('/bookings/1/payments?x=1'). */
  href: string;
  /** staff=true was seen earlier in this tab. */
  staffRemembered: boolean;
};

export type GuardRedirect = { to: '/login'; search: { redirect: string } } | { to: '/welcome/change_password' };

export type GuardDecision = {
  refreshAll: boolean;
  rememberStaff: boolean;
  redirect: GuardRedirect | null;
  loadHeaderNotifications: boolean;
};

const isTrue = (value: unknown) => value === true || value === 'true';
const isSet = (value: unknown) => value !== undefined && value !== null && value !== false && value !== 'false';

export function decideGuard({ customer, search, href, staffRemembered }: GuardInput): GuardDecision {
  const refreshAll = isTrue(search.refresh) && customer !== null;
  const staffInQuery = isSet(search.staff);
  const decision = { refreshAll, rememberStaff: staffInQuery, redirect: null, loadHeaderNotifications: false };
  if (!customer) return { ...decision, redirect: { to: '/login', search: { redirect: href } } };
  const mustSetPassword = customer.isNewAccount || customer.passwordResetRequired;
  if (mustSetPassword && !staffInQuery && !staffRemembered) {
    return { ...decision, redirect: { to: '/welcome/change_password' } };
  }
  return { ...decision, loadHeaderNotifications: true };
}

/** Visitor pages (login, registration, password) send a signed-in customer to the dashboard. */
export function decideVisitorGuard(customer: GuardCustomer | null): { to: '/' } | null {
  return customer ? { to: '/' } : null;
}
