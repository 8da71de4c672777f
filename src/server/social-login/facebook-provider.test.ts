import { describe, expect, it } from 'vitest';
import { facebookOffered, facebookProviderOf } from './facebook-provider.ts';
import { facebookStandIn } from './facebook-stand-in.ts';

const facebook = {
  appId: 'app',
  appSecret: 'secret',
  authOrigin: 'https://fb.test',
  graphOrigin: 'https://graph.test',
};

describe('the Facebook provider', () => {
  it('is Facebook when configured, whether or not the stand-in is allowed', () => {
    const provider = facebookProviderOf({ facebook, facebookStandIn: true });
    expect(provider).not.toBe(facebookStandIn);
    const dialog = new URL(provider?.dialogUrl({ redirectUri: '/cb', state: 's', challenge: 'c' }) ?? '');
    expect(dialog.origin).toBe('https://fb.test');
  });

  it('is the stand-in without Facebook settings where allowed, and none otherwise: then no button is offered', () => {
    expect(facebookProviderOf({ facebookStandIn: true })).toBe(facebookStandIn);
    expect(facebookOffered({ facebookStandIn: true })).toBe(true);
    expect(facebookProviderOf({ facebookStandIn: false })).toBeNull();
    expect(facebookOffered({})).toBe(false);
  });
});
