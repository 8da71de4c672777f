import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readEnv } from '../env.ts';
import { defaultVapidSubject, VAPID_KEYS_FILE, vapidKeys } from './vapid-keys.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the VAPID key pair', () => {
  it('is made once under DATA_DIR, private to the server, and the same for processes starting together', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'gangway-vapid-'));
    const pairs = await Promise.all(
      Array.from({ length: 4 }, () => vapidKeys(undefined, dir as string, 'mailto:a@b.c')),
    );
    expect(new Set(pairs.map((pair) => `${pair.publicKey}/${pair.privateKey}`)).size).toBe(1);
    expect(pairs[0]?.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect((await stat(path.join(dir, VAPID_KEYS_FILE))).mode & 0o777).toBe(0o600);
    expect(await vapidKeys(undefined, dir, 'mailto:a@b.c')).toEqual(pairs[0]);
  });

  it('is the configured one when all three settings are given', async () => {
    const config = readEnv({
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
      VAPID_SUBJECT: 'mailto:ops@example.com',
    });
    expect(await vapidKeys(config.vapid, '/nonexistent', 'mailto:x@y.z')).toEqual({
      publicKey: 'pub',
      privateKey: 'priv',
      subject: 'mailto:ops@example.com',
    });
  });

  it('stops the start when only some settings are given, or the subject is not a contact', () => {
    expect(() => readEnv({ VAPID_PUBLIC_KEY: 'pub' })).toThrow(/must be set together/);
    expect(() => readEnv({ VAPID_PUBLIC_KEY: 'p', VAPID_PRIVATE_KEY: 'q', VAPID_SUBJECT: 'ops' })).toThrow(
      /VAPID_SUBJECT/,
    );
  });

  it('names the public origin as its contact when it is https, else the mail sender', () => {
    expect(defaultVapidSubject('https://trips.example.com', 'x@y.z')).toBe('https://trips.example.com');
    expect(defaultVapidSubject('http://localhost:3000', 'Gangway <no-reply@gangway.example>')).toBe(
      'mailto:no-reply@gangway.example',
    );
  });
});

describe('PUSH_ALLOWED_ORIGINS', () => {
  it('reads origins and refuses anything else', () => {
    expect(
      readEnv({ PUSH_ALLOWED_ORIGINS: 'http://127.0.0.1:9000, https://push.example.com' }).pushAllowedOrigins,
    ).toEqual(['http://127.0.0.1:9000', 'https://push.example.com']);
    expect(() => readEnv({ PUSH_ALLOWED_ORIGINS: 'https://push.example.com/path' })).toThrow(/PUSH_ALLOWED_ORIGINS/);
  });
});
