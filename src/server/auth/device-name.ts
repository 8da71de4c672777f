// The device a session was started on, as its user agent names it at sign-in: the browser and the
// platform ("Chrome", "Android"), for "Where you're signed in". Only these two names are kept, never
// the user agent itself, and a string no parser knows is simply an unknown device.
import Bowser from 'bowser';

export type DeviceName = { browser: string | null; platform: string | null };

// A header is the client's to write: this bounds what one sign-in can make the parser read.
const MAX_USER_AGENT = 512;
const MAX_NAME = 40;

const clean = (name: string | undefined) => {
  const trimmed = (name ?? '').replace(/[^\p{L}\p{N} ._()/-]/gu, '').trim();
  return trimmed === '' ? null : trimmed.slice(0, MAX_NAME);
};

export function deviceName(userAgent: string | undefined): DeviceName {
  if (!userAgent) return { browser: null, platform: null };
  const parsed = Bowser.parse(userAgent.slice(0, MAX_USER_AGENT));
  return { browser: clean(parsed.browser.name), platform: clean(parsed.os.name) };
}
