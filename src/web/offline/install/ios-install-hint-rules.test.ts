import { describe, expect, it } from 'vitest';
import { isIosSafari, shouldShowIosHint } from './ios-install-hint-rules.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

describe('the iOS Add to Home Screen hint', () => {
  it('recognises Safari on iPhone and on an iPad presenting itself as a Mac', () => {
    expect(isIosSafari({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5 })).toBe(true);
    expect(isIosSafari({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toBe(true);
  });

  it('leaves out other iOS browsers, a real Mac and Android', () => {
    expect(isIosSafari({ userAgent: IPHONE_CHROME, maxTouchPoints: 5 })).toBe(false);
    expect(isIosSafari({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 })).toBe(false);
    expect(isIosSafari({ userAgent: ANDROID_CHROME, maxTouchPoints: 5 })).toBe(false);
  });

  it('is shown only outside the installed app and until dismissed', () => {
    const device = { userAgent: IPHONE_SAFARI, maxTouchPoints: 5, standalone: false };
    expect(shouldShowIosHint(device, false)).toBe(true);
    expect(shouldShowIosHint(device, true)).toBe(false);
    expect(shouldShowIosHint({ ...device, standalone: true }, false)).toBe(false);
  });
});
