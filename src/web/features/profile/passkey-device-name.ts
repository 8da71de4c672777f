// The name a new passkey gets unless the traveller types another: the browser and the platform it
// runs on, read from the user agent ('Chrome on Android', 'Safari on iPhone'), so the list tells
// apart the devices each passkey lives on.
import { PASSKEY_NAME_MAX } from '../../../shared/contract/passkeys.ts';

const BROWSERS: [RegExp, string][] = [
  [/EdgA?\/|EdgiOS/, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS|Chromium/, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const PLATFORMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
];

const first = (table: [RegExp, string][], userAgent: string) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

export function passkeyDeviceName(userAgent: string): string {
  const browser = first(BROWSERS, userAgent) ?? 'Browser';
  const platform = first(PLATFORMS, userAgent);
  return (platform ? `${browser} on ${platform}` : browser).slice(0, PASSKEY_NAME_MAX);
}
