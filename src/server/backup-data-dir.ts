// `npm run backup [-- <file>]`: a consistent copy of DATA_DIR (the embedded database and every
// file the server keeps beside it) in one .tar.gz, default gangway-backup-<UTC time>.tar.gz here.
// A running server makes the copy itself, asked over DATA_DIR's control socket; when none runs,
// this command opens the folder. With DATABASE_URL set it points to pg_dump instead.
import { existsSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from './db/client.ts';
import { readEnv } from './env.ts';
import { makeBackup, PGLITE_FOLDER } from './backup/backup-archive.ts';
import { claimDataDir, requestBackup } from './backup/data-dir-claim.ts';

const compactTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** The folder opened here, with no server running: claimed first, so none starts meanwhile. */
async function backupOfClosedDataDir(dataDir: string): Promise<Buffer> {
  const claim = await claimDataDir(dataDir);
  try {
    if (!existsSync(path.join(dataDir, PGLITE_FOLDER, 'PG_VERSION')))
      throw new Error(`No Gangway database in ${dataDir}: nothing to back up (is DATA_DIR right?).`);
    const database = await openDatabase({ dataDir: path.join(dataDir, PGLITE_FOLDER) });
    try {
      if (!database.snapshot) throw new Error('the embedded database cannot make snapshots');
      return await makeBackup(dataDir, database.snapshot);
    } finally {
      await database.close();
    }
  } finally {
    await claim.release();
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length > 1 || args[0]?.startsWith('-')) {
    console.error('usage: npm run backup [-- <file.tar.gz>]');
    return 2;
  }
  const env = readEnv();
  if (env.databaseUrl) {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with its own tools, e.g.\n' +
        '  pg_dump -Fc -f gangway.dump "$DATABASE_URL"\n' +
        'npm run backup copies only the embedded database under DATA_DIR.',
    );
    return 1;
  }
  const file = path.resolve(args[0] ?? `gangway-backup-${compactTime(new Date())}.tar.gz`);
  if (existsSync(file)) {
    console.error(`${file} already exists; name another file.`);
    return 1;
  }
  if (!existsSync(env.dataDir)) {
    console.error(`DATA_DIR ${env.dataDir} does not exist: nothing to back up (is DATA_DIR right?).`);
    return 1;
  }
  const fromServer = await requestBackup(env.dataDir);
  const archive = fromServer ?? (await backupOfClosedDataDir(env.dataDir));
  // It holds password hashes and the installation's secrets: readable by this user only.
  const partial = `${file}.partial`;
  try {
    await writeFile(partial, archive, { mode: 0o600, flag: 'wx' });
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const size = `${(archive.length / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `Backed up ${env.dataDir} to ${file} (${size}, ${fromServer ? 'from the running server' : 'no server was running'}).`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
