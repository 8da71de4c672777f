import { describe, expect, it } from 'vitest';
import { type PushDevice, pushAvailability } from './push-availability.ts';

const chrome: PushDevice = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  maxTouchPoints: 0,
  standalone: false,
  hasPushApi: true,
  permission: 'default',
  sharedDevice: false,
};
const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1';

describe('push reminders on a device', () => {
  it('are offered where the browser has the push API and the site is not blocked', () => {
    expect(pushAvailability(chrome)).toBe('available');
    expect(pushAvailability({ ...chrome, permission: 'denied' })).toBe('blocked');
    expect(pushAvailability({ ...chrome, hasPushApi: false })).toBe('unsupported');
  });

  it('are not offered on a shared device, whatever the browser could do', () => {
    expect(pushAvailability({ ...chrome, sharedDevice: true })).toBe('shared-device');
    expect(pushAvailability({ ...chrome, permission: 'granted', sharedDevice: true })).toBe('shared-device');
  });

  it('need the app on the Home Screen in Safari on iOS, and work once it is', () => {
    const safari = { ...chrome, userAgent: iphoneSafari, maxTouchPoints: 5, hasPushApi: false };
    expect(pushAvailability(safari)).toBe('ios-needs-home-screen');
    expect(pushAvailability({ ...safari, standalone: true, hasPushApi: true })).toBe('available');
  });
});
