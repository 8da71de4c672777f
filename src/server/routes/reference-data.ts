// GET /customer/nationalities and GET /customer/countries: public lists for the sign-up and
// profile forms. They change rarely, so browsers may cache them for an hour.
import { Hono } from 'hono';
import type { Country, Nationality } from '../../shared/contract/reference-data.ts';
import { countries, nationalities } from '../db/schema.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { reply } from '../http/respond.ts';

const CACHE_FOR_AN_HOUR = 'public, max-age=3600';
// Sorted here rather than in SQL: PGlite and a PostgreSQL server may have different collations.
const byName = new Intl.Collator('en', { sensitivity: 'base' }).compare;

export function referenceDataRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/customer/nationalities', async (c) => {
    const rows = await deps.db
      .select({ name: nationalities.name, rank: nationalities.popularRank })
      .from(nationalities);
    rows.sort(
      (a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) || byName(a.name, b.name),
    );
    const list: Nationality[] = rows.map((row) => ({ name: row.name, popular: row.rank !== null }));
    c.header('Cache-Control', CACHE_FOR_AN_HOUR);
    return reply(c, list);
  });

  routes.get('/customer/countries', async (c) => {
    const list: Country[] = await deps.db
      .select({ name: countries.name, phoneCode: countries.phoneCode, isoCode: countries.isoCode })
      .from(countries);
    list.sort((a, b) => byName(a.name, b.name));
    c.header('Cache-Control', CACHE_FOR_AN_HOUR);
    return reply(c, list);
  });

  return routes;
}
