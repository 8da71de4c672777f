import { describe, expect, it } from 'vitest';
import { Settings } from 'luxon';
import {
  formatCompactDate,
  formatDueDate,
  formatLongDate,
  formatReceiptTime,
  formatRelative,
  formatTime,
} from './dates.ts';

describe('date formats', () => {
  it("long: 'Do MMMM, YYYY' with English ordinals", () => {
    expect(formatLongDate('2026-11-21T10:00:00Z', 'UTC')).toBe('21st November, 2026');
    expect(formatLongDate('2026-03-02T10:00:00Z', 'UTC')).toBe('2nd March, 2026');
    expect(formatLongDate('2026-03-13T10:00:00Z', 'UTC')).toBe('13th March, 2026');
    expect(formatLongDate('2026-05-23T10:00:00Z', 'UTC')).toBe('23rd May, 2026');
  });

  it("compact: 'D MMM, YYYY'", () => {
    expect(formatCompactDate('2026-01-05T10:00:00Z', 'UTC')).toBe('5 Jan, 2026');
  });

  it("time: 'h:mma', no space before the lower-case am/pm", () => {
    expect(formatTime('2026-01-05T16:05:00Z', 'UTC')).toBe('4:05pm');
    expect(formatTime('2026-01-05T00:30:00Z', 'UTC')).toBe('12:30am');
    expect(formatTime('2026-01-05T12:00:00Z', 'UTC')).toBe('12:00pm');
    expect(formatTime('2026-01-05T09:07:00+02:00', 'UTC')).toBe('7:07am');
  });

  it("success-step time: 'h:mm a'", () => {
    expect(formatReceiptTime('2026-01-05T16:05:00Z', 'UTC')).toBe('4:05 pm');
  });

  it('due dates: DD/MM/YYYY, the calendar day the server wrote (noon UTC) in every device zone', () => {
    const deviceZone = Settings.defaultZone;
    try {
      for (const zone of [
        'Pacific/Auckland',
        'Pacific/Kiritimati',
        'America/Los_Angeles',
        'Pacific/Pago_Pago',
        'UTC',
      ]) {
        Settings.defaultZone = zone;
        expect(formatDueDate('2026-11-29T12:00:00.000Z'), zone).toBe('29/11/2026');
      }
    } finally {
      Settings.defaultZone = deviceZone;
    }
  });

  it('relative to the server now, not the device clock', () => {
    expect(formatRelative('2026-12-21T00:00:00Z', '2026-11-21T00:00:00Z')).toBe('in 1 month');
    expect(formatRelative('2026-11-19T00:00:00Z', '2026-11-21T00:00:00Z')).toBe('2 days ago');
    expect(formatRelative('2027-04-20T12:00:00Z', '2026-11-21T00:00:00Z')).toBe('in 5 months');
    expect(formatRelative('2026-04-25T12:00:00Z', '2026-11-21T00:00:00Z')).toBe('7 months ago');
    expect(formatRelative('2026-12-03T06:00:00Z', '2026-11-21T00:00:00Z')).toBe('in 12 days');
  });
});
