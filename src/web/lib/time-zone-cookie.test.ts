import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceTimeZone, sameTimeZone } from './time-zone-cookie.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('deviceTimeZone', () => {
  it("asks Temporal where the browser has it, and leaves Intl's locale data alone", () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Pacific/Auckland' } });
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    expect(deviceTimeZone()).toBe('Pacific/Auckland');
    expect(intl).not.toHaveBeenCalled();
  });

  it('asks Intl where Temporal is missing', () => {
    vi.stubGlobal('Temporal', undefined);
    expect(deviceTimeZone()).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('says nothing when the browser cannot tell', () => {
    vi.stubGlobal('Temporal', {
      Now: {
        timeZoneId: () => {
          throw new RangeError('no zone');
        },
      },
    });
    expect(deviceTimeZone()).toBeUndefined();
  });
});

describe('sameTimeZone', () => {
  it("takes UTC's aliases as one zone, and nothing as no zone", () => {
    expect(sameTimeZone('Etc/UTC', 'UTC')).toBe(true);
    expect(sameTimeZone('Europe/Paris', 'Europe/Paris')).toBe(true);
    expect(sameTimeZone('Europe/Paris', 'UTC')).toBe(false);
    expect(sameTimeZone(undefined, 'UTC')).toBe(false);
  });
});
