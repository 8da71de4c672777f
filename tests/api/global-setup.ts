// Before the API suite's files run: the migrated database they all start from is made once here,
// not by the first file of each worker at the same time (database-images.ts).
import { migratedPgliteImageFile, migratedTemplate } from './database-images.ts';

export default async function setup(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await migratedTemplate(serverUrl);
  else await migratedPgliteImageFile();
}
