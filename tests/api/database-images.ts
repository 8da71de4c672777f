// Already-migrated databases the API suite's files start from, instead of migrating one each: an
// image of an in-memory PGlite (a tar for `loadDataDir`), and on PostgreSQL a template database
// that `CREATE DATABASE … TEMPLATE` copies file by file. Both are made once per set of migrations
// (named by their hash) and kept: the image under .tmp/, the template on the server under test.
import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/server/db/client.ts';
import { queryRows } from './scratch-database.ts';

const root = path.join(import.meta.dirname, '..', '..');

/** A short hash of the migrations folder's SQL and journal: a new migration makes new images. */
async function migrationsHash(): Promise<string> {
  const migrations = path.join(root, 'src', 'server', 'db', 'migrations');
  const hash = createHash('sha256');
  for (const name of (await readdir(migrations, { recursive: true })).sort()) {
    const file = path.join(migrations, name);
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * An in-memory PGlite's image after every migration: a fresh PGlite runs initdb and the
 * migrations, about twice the time of loading an image.
 */
export async function migratedPgliteImage(): Promise<Blob> {
  return new Blob([await readFile(await migratedPgliteImageFile())]);
}

/** The image's file under .tmp/ (a tar of PGlite's data folder), made if missing. */
export async function migratedPgliteImageFile(): Promise<string> {
  const imagePath = path.join(root, '.tmp', `pglite-migrated-${await migrationsHash()}.tar`);
  if (
    await access(imagePath).then(
      () => true,
      () => false,
    )
  )
    return imagePath;
  const fresh = await openDatabase({});
  await fresh.migrate();
  const image = await (fresh.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await fresh.close();
  // Two workers may make it at once: each writes its own file and renames it into place.
  await mkdir(path.dirname(imagePath), { recursive: true });
  const partial = `${imagePath}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await image.arrayBuffer()));
  await rename(partial, imagePath);
  return imagePath;
}

const DUPLICATE_DATABASE = '42P04';

/**
 * The name of a database on `serverUrl` with every migration applied, made if missing. Nobody
 * connects to it once made (PostgreSQL copies a template only while no session is on it): it is
 * migrated under a name of its own and renamed into place, so a run that makes it at the same time
 * as another keeps the other's and drops its own.
 */
export async function migratedTemplate(serverUrl: string): Promise<string> {
  const name = `gangway_template_${await migrationsHash()}`;
  const found = await queryRows(serverUrl, `SELECT 1 FROM pg_database WHERE datname = '${name}'`);
  if (found.length > 0) return name;
  const partial = `${name}_${randomBytes(4).toString('hex')}`;
  await queryRows(serverUrl, `CREATE DATABASE ${partial}`);
  const url = new URL(serverUrl);
  url.pathname = `/${partial}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  await handle.close();
  try {
    await queryRows(serverUrl, `ALTER DATABASE ${partial} RENAME TO ${name}`);
  } catch (error) {
    await queryRows(serverUrl, `DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
    if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
  }
  return name;
}
