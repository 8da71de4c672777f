import { describe, expect, it } from 'vitest';
import { deploymentWarnings } from './deployment-warnings.ts';

const HTTPS = 'https://portal.example.com';
const HTTP = 'http://portal.example.com';
const LOCAL = 'http://localhost:3000';

/** What each finding is about, by a phrase it must contain. */
const TOPIC = {
  local: 'this machine',
  noProxy: 'TRUST_PROXY is off',
  cookieInsecure: 'COOKIE_SECURE is false with an https PUBLIC_ORIGIN',
  signInImpossible: 'Sign-in cannot work',
  plainHttp: 'is plain http',
  notAnOrigin: 'is not an origin',
} as const;
type Topic = keyof typeof TOPIC;

const topicsOf = (warnings: string[]): Topic[] =>
  warnings.map((warning) => {
    const found = (Object.keys(TOPIC) as Topic[]).filter((topic) => warning.includes(TOPIC[topic]));
    expect(found, warning).toHaveLength(1);
    return found[0] as Topic;
  });

describe('deployment warnings', () => {
  it.each<[string, boolean, boolean, Topic[]]>([
    // origin, COOKIE_SECURE, TRUST_PROXY, findings
    [HTTPS, true, true, []],
    [HTTPS, true, false, ['noProxy']],
    [HTTPS, false, true, ['cookieInsecure']],
    [HTTPS, false, false, ['noProxy', 'cookieInsecure']],
    [HTTP, true, true, ['signInImpossible']],
    [HTTP, true, false, ['signInImpossible']],
    [HTTP, false, true, ['plainHttp']],
    [HTTP, false, false, ['plainHttp']],
    [LOCAL, true, true, ['local']],
    [LOCAL, true, false, ['local']],
    [LOCAL, false, true, ['local']],
    [LOCAL, false, false, ['local']],
    ['portal.example.com', true, true, ['notAnOrigin']],
    ['portal.example.com', true, false, ['notAnOrigin']],
    ['ftp://portal.example.com', false, true, ['notAnOrigin']],
    ['', false, false, ['notAnOrigin']],
  ])('PUBLIC_ORIGIN %s, COOKIE_SECURE %s, TRUST_PROXY %s: %j', (publicOrigin, cookieSecure, trustProxy, expected) => {
    expect(topicsOf(deploymentWarnings({ publicOrigin, cookieSecure, trustProxy }))).toEqual(expected);
  });

  it('names the fix for secure cookies on a plain-http origin with no proxy', () => {
    const [warning] = deploymentWarnings({ publicOrigin: HTTP, cookieSecure: true, trustProxy: false });
    expect(warning).toContain('http://portal.example.com');
    expect(warning).toContain('PUBLIC_ORIGIN=https://');
    expect(warning).toContain('TRUST_PROXY=true');
  });

  it('behind a proxy already, points secure cookies on plain http at the https origin', () => {
    const [warning] = deploymentWarnings({ publicOrigin: HTTP, cookieSecure: true, trustProxy: true });
    expect(warning).toContain('set PUBLIC_ORIGIN to that https origin');
    expect(warning).not.toContain('TRUST_PROXY=true');
  });

  it('counts every *.localhost and loopback host as this machine', () => {
    for (const publicOrigin of ['http://cruise.localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
      expect(
        topicsOf(deploymentWarnings({ publicOrigin, cookieSecure: true, trustProxy: false })),
        publicOrigin,
      ).toEqual(['local']);
  });
});
