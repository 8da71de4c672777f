import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Header } from 'tar';
import { describe, expect, it } from 'vitest';
import { packTarGz, type TarEntry, TarFormatError, unpackTarGz } from './tar.ts';

const longName = `files/avatars/${'a'.repeat(64)}/${'b'.repeat(64)}-large.jpg`;
const entries: TarEntry[] = [
  { path: 'gangway-backup.json', mode: 0o600, data: Buffer.from('{}\n') },
  { path: longName, mode: 0o644, data: Buffer.alloc(1500, 7) },
  { path: 'files/empty', mode: 0o600, data: Buffer.alloc(0) },
  { path: `files/${'é'.repeat(120)}.txt`, mode: 0o640, data: Buffer.from('accents') },
];

/** A .tar.gz holding one entry as another tool might have written it, whatever its path or type. */
function foreignTar(entryPath: string, type: 'File' | 'SymbolicLink' | 'Link', data = Buffer.from('x')): Buffer {
  const header = Buffer.alloc(512);
  const linkpath = type === 'File' ? undefined : '/etc/passwd';
  const size = type === 'File' ? data.length : 0;
  new Header({ path: entryPath, mode: 0o600, size, mtime: new Date(), type, linkpath }).encode(header, 0);
  const body = type === 'File' ? [data, Buffer.alloc((512 - (data.length % 512)) % 512)] : [];
  return gzipSync(Buffer.concat([header, ...body, Buffer.alloc(1024)]));
}

describe('tar archives of backups', () => {
  it('reads back the files it wrote, long and non-ASCII paths and modes included', async () => {
    expect(await unpackTarGz(await packTarGz(entries))).toEqual(entries);
  });

  it('packs any number of files (a data folder full of avatars)', async () => {
    const many = Array.from({ length: 200 }, (_, i) => ({
      path: `files/avatars/${i}.jpg`,
      mode: 0o600,
      data: Buffer.alloc(i * 37, i % 251),
    }));
    // Compared as text: matching 200 Buffers byte by byte is slow in expect().
    const asText = (files: TarEntry[]) => files.map((file) => [file.path, file.mode, file.data.toString('base64')]);
    expect(asText(await unpackTarGz(await packTarGz(many)))).toEqual(asText(many));
  });

  it('writes archives the system tar reads', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'gangway-tar-'));
    try {
      await writeFile(path.join(dir, 'a.tar.gz'), await packTarGz(entries));
      execFileSync('tar', ['-xzf', 'a.tar.gz'], { cwd: dir });
      expect(await readFile(path.join(dir, longName))).toEqual(entries[1]?.data);
      expect((await stat(path.join(dir, 'gangway-backup.json'))).mode & 0o777).toBe(0o600);
      expect(await readFile(path.join(dir, `files/${'é'.repeat(120)}.txt`), 'utf8')).toBe('accents');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reads archives the system tar wrote, skipping folders', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'gangway-tar-'));
    try {
      await mkdir(path.join(dir, 'data', 'avatars'), { recursive: true });
      await writeFile(path.join(dir, 'data', 'avatars', 'note.txt'), 'hello', { mode: 0o640 });
      execFileSync('tar', ['-czf', 'b.tar.gz', '-C', 'data', '.'], { cwd: dir });
      const read = await unpackTarGz(await readFile(path.join(dir, 'b.tar.gz')));
      expect(read.map((file) => [file.path, file.data.toString(), file.mode & 0o777])).toEqual([
        ['avatars/note.txt', 'hello', 0o640],
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses paths that leave the folder they are unpacked into', async () => {
    for (const bad of ['../outside', '/etc/passwd', 'files/../../outside'])
      await expect(unpackTarGz(foreignTar(bad, 'File'))).rejects.toThrow(TarFormatError);
  });

  it('refuses links and other entries that are not files or folders', async () => {
    await expect(unpackTarGz(foreignTar('files/secrets.json', 'SymbolicLink'))).rejects.toThrow('neither a file');
    await expect(unpackTarGz(foreignTar('files/secrets.json', 'Link'))).rejects.toThrow('neither a file');
  });

  it('refuses a damaged or cut-short archive', async () => {
    const gzipped = await packTarGz(entries);
    const tar = gunzipSync(gzipped);
    const damaged = Buffer.from(tar);
    damaged[3] = 0x41;
    await expect(unpackTarGz(gzipSync(damaged))).rejects.toThrow('checksum');
    await expect(unpackTarGz(gzipSync(tar.subarray(0, 700)))).rejects.toThrow(TarFormatError);
    await expect(unpackTarGz(gzipSync(Buffer.from('plain text'.repeat(100))))).rejects.toThrow(TarFormatError);
    await expect(unpackTarGz(gzipped.subarray(0, gzipped.length - 20))).rejects.toThrow(TarFormatError);
    await expect(unpackTarGz(tar)).rejects.toThrow(TarFormatError);
  });
});
