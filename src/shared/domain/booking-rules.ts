// Time windows and visibility rules of the booking screens.
import { DateTime } from 'luxon';
import type { BookingStatus } from './booking-status.ts';

export const PASSENGER_EDIT_LOCK_DAYS = 30;
export const GROUP_LINK_WINDOW_MONTHS = 6;

const dt = (value: Date | string) => (value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromISO(value));

/**
 * The calendar day ('YYYY-MM-DD') of day `day` of a trip: the departure day is day 1, so day N is
 * departure + N - 1. Trip days are counted in UTC, by the server (visa letter) and by every
 * browser alike, so a traveller in Auckland and the letter name the same days.
 */
export function tripDay(departAt: Date | string, day: number): string {
  return (
    dt(departAt)
      .setZone('utc')
      .plus({ days: Math.max(1, day) - 1 })
      .toISODate() ?? ''
  );
}

/**
 * The trip's last day, the one rule for the return date wherever it shows (dates block, visa
 * letter, itinerary): a 9-day trip leaving on the 6th ends on the 14th, not the 15th.
 */
export const tripLastDay = (departAt: Date | string, numberOfDays: number): string => tripDay(departAt, numberOfDays);

/** Passenger edits are locked within 30 days of departure, and on cancelled/expired bookings or passengers. */
export function passengerCanBeChanged(input: {
  departAt: Date | string;
  now: Date;
  bookingStatus: BookingStatus;
  passengerCancelled: boolean;
}): boolean {
  if (input.bookingStatus === 'cancelled' || input.bookingStatus === 'expired' || input.passengerCancelled)
    return false;
  // "More than 30 days before departure", in calendar days of the local zone: departure after the
  // same wall-clock time 30 days on. The same answer as diff(…, 'days') > 30 at a fraction of its cost.
  return dt(input.departAt) > DateTime.fromJSDate(input.now).plus({ days: PASSENGER_EDIT_LOCK_DAYS });
}

/** The calendar day ('YYYY-MM-DD') a review opens: the departure day plus the number of days. */
const reviewOpensOn = (departAt: Date | string, numberOfDays: number): string => tripDay(departAt, numberOfDays + 1);

/**
 * Review (the tab and the server's check) is open once the current date is on or after departure
 * plus the number of days: from the start of that calendar day, whatever the hour of departure.
 * Days are counted in UTC like every trip day, so the browser and the server agree.
 */
export function reviewAvailable(departAt: Date | string, numberOfDays: number, now: Date): boolean {
  return (DateTime.fromJSDate(now, { zone: 'utc' }).toISODate() ?? '') >= reviewOpensOn(departAt, numberOfDays);
}

/** The group link shows for a confirmed passenger when departure is within 6 months (and not past). */
export function groupLinkVisible(input: {
  passengerConfirmed: boolean;
  departAt: Date | string;
  now: Date;
  hasGroupLink: boolean;
}): boolean {
  if (!input.passengerConfirmed || !input.hasGroupLink) return false;
  const depart = dt(input.departAt);
  const now = DateTime.fromJSDate(input.now);
  return depart >= now && depart <= now.plus({ months: GROUP_LINK_WINDOW_MONTHS });
}

/** Pre-departure info: confirmed passenger, fully paid (per passenger with allocation, else the booking). */
export function preDepartureVisible(input: {
  passengerConfirmed: boolean;
  paymentAllocationEnabled: boolean;
  passengerPaidCents: number;
  passengerTotalCents: number;
  bookingPaidCents: number;
  bookingTotalCents: number;
  hasPreDepartureInfo: boolean;
}): boolean {
  if (!input.passengerConfirmed || !input.hasPreDepartureInfo) return false;
  return input.paymentAllocationEnabled
    ? input.passengerPaidCents >= input.passengerTotalCents
    : input.bookingPaidCents >= input.bookingTotalCents;
}

/** Which dates the dates block shows: expiry only while awaiting payment; due date when part-paid; none when cancelled. */
export function datesShown(input: { status: BookingStatus; paidCents: number; totalCents: number }) {
  if (input.status === 'cancelled') return { expiry: false, paymentDue: false, departure: false };
  return {
    departure: true,
    expiry: input.status === 'awaiting_payment',
    paymentDue: input.paidCents > 0 && input.paidCents < input.totalCents,
  };
}

export type DashboardScope = 'active' | 'past' | 'expired';

export function bookingScope(status: BookingStatus, departAt: Date | string, now: Date): DashboardScope {
  if (status === 'expired') return 'expired';
  return dt(departAt) < DateTime.fromJSDate(now) ? 'past' : 'active';
}

/** active: departure ascending; past: departure descending; expired: expiry descending. */
export function sortForScope<B extends { departAt: string; expireAt: string | null }>(
  scope: DashboardScope,
  list: readonly B[],
): B[] {
  const time = (value: string | null) => (value ? Date.parse(value) : 0);
  const sorted = [...list];
  if (scope === 'active') sorted.sort((a, b) => time(a.departAt) - time(b.departAt));
  if (scope === 'past') sorted.sort((a, b) => time(b.departAt) - time(a.departAt));
  if (scope === 'expired') sorted.sort((a, b) => time(b.expireAt) - time(a.expireAt));
  return sorted;
}

/** 'You have no {scope} bookings.', with ' Great job!' for expired. */
export const emptyScopeText = (scope: DashboardScope) =>
  `You have no ${scope} bookings.${scope === 'expired' ? ' Great job!' : ''}`;

/** Dashboard card label: 'cancelled' or 'confirmed', otherwise none. */
export const cardLabel = (status: BookingStatus) => (status === 'cancelled' || status === 'confirmed' ? status : null);
