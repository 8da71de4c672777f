// Before the API suite's files run, once: the migrated database they all start from (not made by
// the first file of each worker at the same time: database-images.ts), and the server bundle that
// their server processes run (server-process.ts): the one production runs, which starts in half
// the time of the source through tsx. The bundle's folder is this run's own, removed at the end.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/lib/build-server.mjs';
import { migratedPgliteImageFile, migratedTemplate } from './database-images.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  await mkdir(path.join(root, '.tmp'), { recursive: true });
  const bundle = await mkdtemp(path.join(root, '.tmp', 'server-bundle-'));
  await Promise.all([buildServer(bundle), serverUrl ? migratedTemplate(serverUrl) : migratedPgliteImageFile()]);
  project.provide('serverBundle', bundle);
  return () => rm(bundle, { recursive: true, force: true });
}
