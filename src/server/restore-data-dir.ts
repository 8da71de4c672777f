// `npm run restore -- <file> [--data-dir <folder>] [--force]`: puts a backup that `npm run backup`
// made into DATA_DIR (or the folder named), which must be empty unless --force says to replace
// what is there. Refused while a server (or a backup) has the folder open. The backup is unpacked
// and its database opened beside the old contents first; only then is anything replaced.
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from './db/client.ts';
import { readEnv } from './env.ts';
import { PGLITE_FOLDER, readBackup } from './backup/backup-archive.ts';
import { CLAIM_SOCKET, claimDataDir } from './backup/data-dir-claim.ts';

const STAGING_PREFIX = '.restoring-';

const usage = 'usage: npm run restore -- <backup.tar.gz> [--data-dir <folder>] [--force]';

async function main(): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch {
    console.error(usage);
    return 2;
  }
  const file = parsed.positionals[0];
  if (!file || parsed.positionals.length > 1) {
    console.error(usage);
    return 2;
  }
  const env = readEnv();
  if (env.databaseUrl) {
    console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore; npm run restore fills DATA_DIR only.');
    return 1;
  }
  const dataDir = path.resolve(parsed.values['data-dir'] ?? env.dataDir);
  process.umask(0o077); // the database and secrets it writes are this user's alone
  const backup = await readBackup(await readFile(file));
  if (backup.files.some((entry) => entry.path === CLAIM_SOCKET))
    throw new Error(`not a Gangway backup: it holds a file in the place of ${CLAIM_SOCKET}`);

  await mkdir(dataDir, { recursive: true });
  const claim = await claimDataDir(dataDir);
  try {
    const present = (await readdir(dataDir)).filter((name) => name !== CLAIM_SOCKET);
    if (present.length > 0 && !parsed.values.force) {
      console.error(`${dataDir} is not empty (${present.join(', ')}); add --force to replace its contents.`);
      return 1;
    }
    const staging = await mkdtemp(path.join(dataDir, STAGING_PREFIX));
    try {
      for (const entry of backup.files) {
        const target = path.join(staging, entry.path);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, entry.data, { mode: entry.mode & 0o777 });
      }
      // Opening the image proves it whole before the old contents go.
      const database = await openDatabase({
        dataDir: path.join(staging, PGLITE_FOLDER),
        loadDataDir: backup.databaseImage,
      });
      await database.close();
      for (const name of present) await rm(path.join(dataDir, name), { recursive: true, force: true });
      for (const name of await readdir(staging)) await rename(path.join(staging, name), path.join(dataDir, name));
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  } finally {
    await claim.release();
  }
  console.log(`Restored ${file} (made ${backup.createdAt}) into ${dataDir}.`);
  return 0;
}

function parse() {
  return parseArgs({
    allowPositionals: true,
    options: { 'data-dir': { type: 'string' }, force: { type: 'boolean', default: false } },
  });
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
