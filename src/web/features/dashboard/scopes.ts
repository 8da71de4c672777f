// The dashboard's three tabs (scopes): which bookings each lists, in
// which order, and what each card says about time. The server puts every booking in its scope
// (bookingsScope, from the server clock); the rules of order and wording are shared/domain's.
import type { BookingSummary } from '../../../shared/contract/bookings.ts';
import { type DashboardScope, sortForScope } from '../../../shared/domain/booking-rules.ts';
import { formatRelative } from '../../../shared/domain/dates.ts';

export const DASHBOARD_SCOPES: readonly DashboardScope[] = ['active', 'past', 'expired'];

/** The `scope` search parameter; anything unknown is the first tab. */
export const parseScope = (value: unknown): DashboardScope =>
  DASHBOARD_SCOPES.includes(value as DashboardScope) ? (value as DashboardScope) : 'active';

export function bookingsInScope(list: readonly BookingSummary[], scope: DashboardScope): BookingSummary[] {
  const inScope = list.filter((b) => b.bookingsScope === scope).map((b) => ({ ...b, expireAt: b.expire }));
  return sortForScope(scope, inScope).map(({ expireAt: _expireAt, ...b }) => b);
}

/** 'Expired {relative}' for an expired booking; otherwise 'Departing' or 'Departed' and the relative time. */
export function cardInfoText(b: Pick<BookingSummary, 'status' | 'departAt' | 'expire'>, serverNow: string): string {
  if (b.status === 'expired') return `Expired ${formatRelative(b.expire ?? b.departAt, serverNow)}`;
  const departed = Date.parse(b.departAt) <= Date.parse(serverNow);
  return `${departed ? 'Departed' : 'Departing'} ${formatRelative(b.departAt, serverNow)}`;
}

export const scopeLabel = (scope: DashboardScope) => scope.charAt(0).toUpperCase() + scope.slice(1);
