import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint } from './push-origins.ts';

describe('push endpoints the server may call', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGuQyavXutnMPC',
    'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
  ])('accepts the push service at %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evil.example/push',
    'https://user:pw@fcm.googleapis.com/fcm/send/abc',
    'http://127.0.0.1:9000/push',
    'https://169.254.169.254/latest',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint)).toBe(false);
  });

  it('accepts a listed origin, even over http, and nothing else on that host', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:9000/push/1', ['http://127.0.0.1:9000'])).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:9001/push/1', ['http://127.0.0.1:9000'])).toBe(false);
  });
});
