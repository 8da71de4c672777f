import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeBackup, NotABackupError, readBackup } from './backup-archive.ts';
import { packTarGz } from './tar.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'gangway-backup-'));
  await mkdir(path.join(dataDir, 'pglite'));
  await writeFile(path.join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
  await mkdir(path.join(dataDir, 'avatars'));
  await writeFile(path.join(dataDir, 'avatars', 'face-thumb.jpg'), 'jpeg');
  await writeFile(path.join(dataDir, 'secrets.json'), '{"secret":"s"}\n', { mode: 0o600 });
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const image = new Blob([Buffer.from('database image')]);

describe('backup archives of DATA_DIR', () => {
  it('holds the database image and every file beside the database folder, with its mode', async () => {
    const archive = await makeBackup(dataDir, async (whileQuiet) => {
      await whileQuiet();
      return image;
    });
    const backup = await readBackup(archive);
    expect(Buffer.from(await backup.databaseImage.arrayBuffer()).toString()).toBe('database image');
    expect(backup.files.map((file) => [file.path, file.data.toString(), file.mode & 0o777])).toEqual([
      ['avatars/face-thumb.jpg', 'jpeg', expect.any(Number)],
      ['secrets.json', '{"secret":"s"}\n', 0o600],
    ]);
  });

  it('reads the files inside the database pause: what changes outside it is not in the copy', async () => {
    const archive = await makeBackup(dataDir, async (whileQuiet) => {
      await writeFile(path.join(dataDir, 'before-the-pause.txt'), 'x');
      await whileQuiet();
      await writeFile(path.join(dataDir, 'after-the-pause.txt'), 'x');
      return image;
    });
    expect((await readBackup(archive)).files.map((file) => file.path)).toEqual([
      'avatars/face-thumb.jpg',
      'before-the-pause.txt',
      'secrets.json',
    ]);
  });

  it('refuses an archive that is not a backup, or whose files reach into the database folder', async () => {
    await expect(readBackup(Buffer.from('plain text'))).rejects.toThrow(NotABackupError);
    await expect(readBackup(await packTarGz([{ path: 'x', mode: 0o600, data: Buffer.from('x') }]))).rejects.toThrow(
      NotABackupError,
    );
    const manifest = Buffer.from(JSON.stringify({ format: 'gangway-backup', version: 1, createdAt: 'now' }));
    const sneaky = await packTarGz([
      { path: 'gangway-backup.json', mode: 0o600, data: manifest },
      { path: 'pglite.tar', mode: 0o600, data: Buffer.from('image') },
      { path: 'files/pglite/PG_VERSION', mode: 0o600, data: Buffer.from('99') },
    ]);
    await expect(readBackup(sneaky)).rejects.toThrow('database folder');
    const newer = await packTarGz([
      {
        path: 'gangway-backup.json',
        mode: 0o600,
        data: Buffer.from(JSON.stringify({ format: 'gangway-backup', version: 2 })),
      },
      { path: 'pglite.tar', mode: 0o600, data: Buffer.from('image') },
    ]);
    await expect(readBackup(newer)).rejects.toThrow('format version 2');
  });
});
