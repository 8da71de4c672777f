import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name.ts';

describe('deviceName', () => {
  it('names the browser and the platform of common agents', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', platform: 'Android' });
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', platform: 'iOS' });
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toEqual({
      browser: 'Firefox',
      platform: 'Windows',
    });
  });

  it('knows nothing of a missing or meaningless agent, and never keeps more than a short name', () => {
    expect(deviceName(undefined)).toEqual({ browser: null, platform: null });
    expect(deviceName('curl-ish')).toEqual({ browser: null, platform: null });
    const named = deviceName(`Mozilla/5.0 ${'x'.repeat(100_000)}`);
    for (const name of Object.values(named)) expect((name ?? '').length).toBeLessThanOrEqual(40);
  });
});
