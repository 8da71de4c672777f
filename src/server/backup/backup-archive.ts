// A backup of DATA_DIR as one .tar.gz: a manifest, the PGlite image (pglite.tar) and every other
// file the server keeps there (its generated secrets, avatars, the mail outbox) under files/.
import { lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { packTarGz, type TarEntry, TarFormatError, unpackTarGz } from './tar.ts';

const MANIFEST = 'gangway-backup.json';
const DATABASE_IMAGE = 'pglite.tar';
const FILES = 'files/';
/** DATA_DIR's database folder: copied through PGlite, never file by file while it is open. */
export const PGLITE_FOLDER = 'pglite';

/** DbHandle.snapshot: the PGlite image, with `whileQuiet` run while no query runs. */
export type Snapshot = (whileQuiet: () => Promise<void>) => Promise<Blob>;

export type Backup = { createdAt: string; databaseImage: Blob; files: TarEntry[] };

export class NotABackupError extends Error {}

/** Every regular file under DATA_DIR but the database folder (sockets are not regular files). */
async function dataDirFiles(dataDir: string, folder = ''): Promise<TarEntry[]> {
  const found: TarEntry[] = [];
  for (const name of (await readdir(path.join(dataDir, folder))).sort()) {
    const relative = folder ? `${folder}/${name}` : name;
    if (!folder && name === PGLITE_FOLDER) continue;
    const full = path.join(dataDir, relative);
    const stats = await lstat(full);
    if (stats.isDirectory()) found.push(...(await dataDirFiles(dataDir, relative)));
    else if (stats.isFile()) found.push({ path: relative, mode: stats.mode, data: await readFile(full) });
  }
  return found;
}

/**
 * Reads DATA_DIR's files while the database is paused (`snapshot`), so every file a row names is
 * in the copy: files are written before the row that names them and removed after it changes.
 */
export async function makeBackup(dataDir: string, snapshot: Snapshot, now = new Date()): Promise<Buffer> {
  let files: TarEntry[] = [];
  const image = await snapshot(async () => {
    files = await dataDirFiles(dataDir);
  });
  const manifest = { format: 'gangway-backup', version: 1, createdAt: now.toISOString(), database: 'pglite' };
  const entries: TarEntry[] = [
    { path: MANIFEST, mode: 0o600, data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) },
    { path: DATABASE_IMAGE, mode: 0o600, data: Buffer.from(await image.arrayBuffer()) },
    ...files.map((file) => ({ ...file, path: `${FILES}${file.path}` })),
  ];
  return packTarGz(entries, now);
}

export async function readBackup(archive: Buffer): Promise<Backup> {
  let entries: TarEntry[];
  try {
    entries = await unpackTarGz(archive);
  } catch (error) {
    if (error instanceof TarFormatError) throw new NotABackupError(`not a Gangway backup (${error.message})`);
    throw error;
  }
  const manifestEntry = entries.find((entry) => entry.path === MANIFEST);
  const image = entries.find((entry) => entry.path === DATABASE_IMAGE);
  let manifest: { format?: unknown; version?: unknown; createdAt?: unknown } = {};
  try {
    manifest = JSON.parse(manifestEntry?.data.toString('utf8') ?? '{}');
  } catch {}
  if (manifest.format !== 'gangway-backup' || !image)
    throw new NotABackupError('not a Gangway backup of the embedded database (no manifest or no database image)');
  if (manifest.version !== 1)
    throw new NotABackupError(`a backup of format version ${String(manifest.version)}, which this version cannot read`);
  const files = entries
    .filter((entry) => entry.path.startsWith(FILES))
    .map((entry) => ({ ...entry, path: entry.path.slice(FILES.length) }));
  const misplaced = files.find((file) => file.path.split('/')[0] === PGLITE_FOLDER);
  if (misplaced) throw new NotABackupError(`a backup whose files reach into the database folder: ${misplaced.path}`);
  return {
    createdAt: String(manifest.createdAt),
    databaseImage: new Blob([new Uint8Array(image.data)], { type: 'application/x-tar' }),
    files,
  };
}
