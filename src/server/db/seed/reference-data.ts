// Nationalities and countries are reference data every database needs, demo or not, so this runs
// on its own and leaves tables that already hold rows untouched (an operator may have edited them).
import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { countries, nationalities } from '../schema.ts';
import { COUNTRIES } from './countries.ts';
import { POPULAR_NATIONALITIES } from '../../../shared/domain/forms/passenger.ts';
import { OTHER_NATIONALITIES } from './nationalities.ts';

export async function seedReferenceData(db: Db): Promise<void> {
  const [nationalityCount] = await db.select({ n: count() }).from(nationalities);
  if (!nationalityCount?.n) {
    await db
      .insert(nationalities)
      .values([
        ...POPULAR_NATIONALITIES.map((name, index) => ({ name, popularRank: index + 1 })),
        ...OTHER_NATIONALITIES.map((name) => ({ name, popularRank: null })),
      ]);
  }
  const [countryCount] = await db.select({ n: count() }).from(countries);
  if (!countryCount?.n) {
    await db.insert(countries).values(COUNTRIES.map((row) => ({ ...row })));
  }
}
