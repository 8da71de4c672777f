// The traveller's data as one JSON file: a short "about" saying what each section holds, then the
// sections (export-sections.ts), camelCase as the app reads them. Made on request, never stored.
import type { Db } from '../db/client.ts';
import { EXPORT_SECTIONS, type ExportViewer } from './export-sections.ts';

export const EXPORT_FORMAT = 'gangway-account-data/1';

const ABOUT_HEAD = [
  'Everything Gangway holds about you, as of generatedAt. Times are ISO 8601 in UTC; amounts are in',
  'cents of their currency. The operator also keeps your bookings and payments in its own systems.',
];

export async function accountDataFile(db: Db, viewer: ExportViewer) {
  const file: Record<string, unknown> = {
    format: EXPORT_FORMAT,
    generatedAt: viewer.now.toISOString(),
    about: [...ABOUT_HEAD, ...EXPORT_SECTIONS.map((section) => section.about)],
  };
  for (const section of EXPORT_SECTIONS) file[section.key] = await section.read(db, viewer);
  return file;
}

/** gangway-data-2026-03-10.json */
export const exportFileName = (now: Date) => `gangway-data-${now.toISOString().slice(0, 10)}.json`;
