// Nationalities and countries for tests, deliberately inserted out of order.
import type { Db } from '../../src/server/db/client.ts';
import { countries, nationalities } from '../../src/server/db/schema.ts';

export async function createReferenceData(db: Db) {
  await db
    .insert(nationalities)
    .values([
      { name: 'Zambian' },
      { name: 'British', popularRank: 3 },
      { name: 'Austrian' },
      { name: 'American', popularRank: 4 },
      { name: 'New Zealander', popularRank: 2 },
      { name: 'belgian' },
      { name: 'Australian', popularRank: 1 },
      { name: 'Croatian' },
    ]);
  await db.insert(countries).values([
    { name: 'United Kingdom', isoCode: 'GB', phoneCode: '44' },
    { name: 'Australia', isoCode: 'AU', phoneCode: '61' },
    { name: 'croatia', isoCode: 'HR', phoneCode: '385' },
    { name: 'Åland Islands', isoCode: 'AX', phoneCode: '358' },
  ]);
}
