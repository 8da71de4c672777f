// The Notifications page groups its list by the day each notification came, newest day first and
// newest first within a day. Days are the traveller's calendar days.
import { DateTime } from 'luxon';

export type DayGroup<T> = { day: string; items: T[] };

export function groupByDay<T extends { createdAt: string }>(items: readonly T[], zone?: string): DayGroup<T>[] {
  const sorted = [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const groups: DayGroup<T>[] = [];
  for (const item of sorted) {
    const created = DateTime.fromISO(item.createdAt);
    const day = (zone ? created.setZone(zone) : created).toISODate() ?? item.createdAt.slice(0, 10);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** 'All Bookings' first, then 'Booking #{id}' for each booking, ids descending. */
export function bookingFilterOptions(bookingIds: readonly number[]): { value: string; label: string }[] {
  const ids = [...new Set(bookingIds)].sort((a, b) => b - a);
  return [{ value: '', label: 'All Bookings' }, ...ids.map((id) => ({ value: String(id), label: `Booking #${id}` }))];
}
