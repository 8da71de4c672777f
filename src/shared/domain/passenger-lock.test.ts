import { describe, expect, it } from 'vitest';
import { detailsLocked, passengerLockRefusal, PASSENGER_LOCK_RULE } from './passenger-lock.ts';

describe('the 30-day passenger rule', () => {
  it('refuses with the rule the screens say, then whom to contact', () => {
    expect(passengerLockRefusal('reservations@example.com')).toBe(
      `${PASSENGER_LOCK_RULE} For any other change, please contact our reservations team at reservations@example.com.`,
    );
    expect(PASSENGER_LOCK_RULE).toContain('missing details can still be added');
  });

  it('applies when a travelling passenger can no longer be changed', () => {
    expect(detailsLocked([{ canBeChanged: false, passengerStatus: 'confirmed' }])).toBe(true);
    expect(detailsLocked([{ canBeChanged: false, passengerStatus: 'cancelled' }])).toBe(false);
    expect(detailsLocked([{ canBeChanged: true, passengerStatus: 'unpaid' }])).toBe(false);
  });
});
