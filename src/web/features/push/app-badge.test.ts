import { describe, expect, it, vi } from 'vitest';
import { showAppBadge } from './app-badge.ts';
import { forgetDevicePush } from './push-device.ts';

const badging = () => ({
  setAppBadge: vi.fn(() => Promise.resolve()),
  clearAppBadge: vi.fn(() => Promise.resolve()),
});

describe('the app icon badge', () => {
  it('shows the unseen count while installed, and clears at zero', () => {
    const nav = badging();
    showAppBadge(3, nav as unknown as Navigator, true);
    showAppBadge(0, nav as unknown as Navigator, true);
    expect(nav.setAppBadge.mock.calls).toEqual([[3]]);
    expect(nav.clearAppBadge).toHaveBeenCalledTimes(1);
  });

  it('is left alone in a browser tab', () => {
    const nav = badging();
    showAppBadge(3, nav as unknown as Navigator, false);
    expect(nav.setAppBadge).not.toHaveBeenCalled();
  });

  it('is cleared when the customer signs out of the installed app', async () => {
    const nav = badging();
    vi.stubGlobal('navigator', nav);
    vi.stubGlobal('window', { matchMedia: () => ({ matches: true }) });
    try {
      await forgetDevicePush();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(nav.clearAppBadge).toHaveBeenCalledTimes(1);
  });
});
