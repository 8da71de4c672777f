import { describe, expect, it } from 'vitest';
import { renewedExpiry, SHARED_IDLE_MS, SHARED_RENEW_EVERY_MS } from './idle-expiry.ts';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 27, 12) + ms);
const farEnd = at(12 * 60 * 60 * 1000);
const shared = (expiresAt: Date) => ({ sharedDevice: true, expiresAt });

describe('renewedExpiry', () => {
  it('moves a shared session to a full idle window once the renewal interval has passed', () => {
    const renewedAt = 0;
    const now = renewedAt + SHARED_RENEW_EVERY_MS;
    expect(renewedExpiry(shared(at(renewedAt + SHARED_IDLE_MS)), at(now), farEnd)).toEqual(at(now + SHARED_IDLE_MS));
  });

  it('does not write again within the renewal interval', () => {
    const now = SHARED_RENEW_EVERY_MS - 1;
    expect(renewedExpiry(shared(at(SHARED_IDLE_MS)), at(now), farEnd)).toBeNull();
  });

  it('renews within the interval when forced (the keep-alive)', () => {
    expect(renewedExpiry(shared(at(SHARED_IDLE_MS)), at(1000), farEnd, true)).toEqual(at(1000 + SHARED_IDLE_MS));
  });

  it('never brings back an expired session, forced or not', () => {
    expect(renewedExpiry(shared(at(0)), at(0), farEnd, true)).toBeNull();
    expect(renewedExpiry(shared(at(0)), at(5 * 60 * 1000), farEnd, true)).toBeNull();
  });

  it('leaves sessions of personal devices to their fixed expiry', () => {
    expect(renewedExpiry({ sharedDevice: false, expiresAt: at(SHARED_IDLE_MS) }, at(600_000), farEnd, true)).toBeNull();
  });

  it('stops at the end of the session lifetime', () => {
    const end = at(SHARED_IDLE_MS + 30_000);
    expect(renewedExpiry(shared(at(SHARED_IDLE_MS)), at(5 * 60 * 1000), end, true)).toEqual(end);
    expect(renewedExpiry(shared(end), at(10 * 60 * 1000), end, true)).toBeNull();
  });
});
