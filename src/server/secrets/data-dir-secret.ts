// Secrets an installation makes for itself at first start and keeps under DATA_DIR (mode 0600):
// a fixed default in the source would be known to anyone who has read it. Later starts, other
// processes on the same DATA_DIR and the local commands that must sign requests (npm run staff)
// read the same file. A secret configured in the environment always wins over the file.
import { randomBytes } from 'node:crypto';
import { link, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

async function readSecretFile(file: string): Promise<Record<string, string> | null> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    const entries = Object.entries(parsed);
    if (entries.length > 0 && entries.every(([, value]) => typeof value === 'string' && value !== ''))
      return parsed as Record<string, string>;
    throw new Error(`${file} does not hold secrets; delete it to make new ones`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The secrets in DATA_DIR/`fileName`, made by `make` the first time: written aside and hard-linked
 * in, so two processes starting at once agree on one file and neither reads half of it.
 */
export async function dataDirSecrets<T extends Record<string, string>>(
  dataDir: string,
  fileName: string,
  make: () => T,
): Promise<T> {
  const file = path.join(dataDir, fileName);
  const existing = await readSecretFile(file);
  if (existing) return existing as T;
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${JSON.stringify(make())}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const made = await readSecretFile(file);
  if (!made) throw new Error(`${file} vanished while it was made`);
  return made as T;
}

/** Only reads: for commands that must not create a secret the server never saw. */
export async function existingDataDirSecrets(
  dataDir: string,
  fileName: string,
): Promise<Record<string, string> | null> {
  return readSecretFile(path.join(dataDir, fileName));
}

export const randomSecret = (prefix: string) => `${prefix}${randomBytes(32).toString('hex')}`;
