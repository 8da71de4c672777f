import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packTar, type TarEntry, TarFormatError, unpackTar } from './tar.ts';

const longName = `files/avatars/${'a'.repeat(64)}/${'b'.repeat(64)}-large.jpg`;
const entries: TarEntry[] = [
  { path: 'gangway-backup.json', mode: 0o600, data: Buffer.from('{}\n') },
  { path: longName, mode: 0o644, data: Buffer.alloc(1500, 7) },
  { path: 'files/empty', mode: 0o600, data: Buffer.alloc(0) },
];

describe('tar archives of backups', () => {
  it('reads back the files it wrote, long paths and modes included', () => {
    expect(unpackTar(packTar(entries))).toEqual(entries);
  });

  it('writes archives the system tar reads', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'gangway-tar-'));
    try {
      await writeFile(path.join(dir, 'a.tar'), packTar(entries));
      execFileSync('tar', ['-xf', 'a.tar'], { cwd: dir });
      expect(await readFile(path.join(dir, longName))).toEqual(entries[1]?.data);
      expect((await stat(path.join(dir, 'gangway-backup.json'))).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses paths that leave the folder they are unpacked into', () => {
    for (const bad of ['../outside', '/etc/passwd', 'files/../../outside'])
      expect(() => unpackTar(packTar([{ path: bad, mode: 0o600, data: Buffer.from('x') }]))).toThrow(TarFormatError);
  });

  it('refuses a damaged or cut-short archive', () => {
    const tar = packTar(entries);
    const damaged = Buffer.from(tar);
    damaged[3] = 0x41;
    expect(() => unpackTar(damaged)).toThrow('checksum');
    expect(() => unpackTar(tar.subarray(0, 700))).toThrow(TarFormatError);
    expect(() => unpackTar(Buffer.from('plain text'.repeat(100)))).toThrow(TarFormatError);
  });
});
