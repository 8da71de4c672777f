// Migration 0004: a database seeded by an earlier version names demo photos that are no longer
// served (.jpg, -card.jpg, then .svg). The migration points them at the .webp files and leaves
// every other picture alone. Run here on a seeded database whose paths are put back to the old ones.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema.ts';
import { seedDemoData } from '../../src/server/db/seed/demo.ts';
import { createTestContext, type TestContext } from './harness.ts';

const root = path.resolve(import.meta.dirname, '../..');
const MIGRATION = path.join(root, 'src/server/db/migrations/0004_demo_photos_webp.sql');

let handle: TestContext;

beforeAll(async () => {
  handle = await createTestContext();
  await seedDemoData(handle.db, {
    now: new Date('2026-11-21T10:00:00.000Z'),
    publicOrigin: 'http://localhost/',
    log: () => {},
  });
});
afterAll(() => handle.close());

async function runMigration() {
  for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) {
    await handle.db.execute(sql.raw(statement));
  }
}

describe('migration 0004: demo photos as WebP', () => {
  it('seeds photos that exist in public/', async () => {
    const products = await handle.db.select().from(schema.products);
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      for (const url of [product.backgroundImageUrl, product.dashboardBackgroundImageUrl]) {
        expect(url).toMatch(/^\/images\/products\/[a-z-]+\.webp$/);
        expect(existsSync(path.join(root, 'public', String(url))), String(url)).toBe(true);
      }
    }
  });

  it('rewrites the old demo paths to .webp and leaves other pictures as they are', async () => {
    const db = handle.db;
    const products = await db.select().from(schema.products).orderBy(schema.products.id);
    const [svg, jpg, own, elsewhere] = products;
    if (!svg || !jpg || !own || !elsewhere) throw new Error('the demo has at least four products');
    const setPhotos = (id: number, backgroundImageUrl: string, dashboardBackgroundImageUrl: string | null) =>
      db
        .update(schema.products)
        .set({ backgroundImageUrl, dashboardBackgroundImageUrl })
        .where(eq(schema.products.id, id));
    await setPhotos(svg.id, '/images/products/croatia.svg', '/images/products/croatia.svg');
    await setPhotos(jpg.id, '/images/products/bvi-yacht.jpg', '/images/products/bvi-yacht-card.jpg');
    await setPhotos(own.id, '/images/products/our-new-ship.svg', null);
    await setPhotos(elsewhere.id, 'https://cdn.example.com/images/products/croatia.svg', null);
    const [invitation] = await db.select().from(schema.invitations).limit(1);
    if (!invitation) throw new Error('the demo has an invitation');
    await db
      .update(schema.invitations)
      .set({ backgroundImageUrl: '/images/products/peru-inca-trail.svg' })
      .where(eq(schema.invitations.id, invitation.id));

    await runMigration();

    const after = new Map((await db.select().from(schema.products)).map((row) => [row.id, row]));
    expect(after.get(svg.id)).toMatchObject({
      backgroundImageUrl: '/images/products/croatia.webp',
      dashboardBackgroundImageUrl: '/images/products/croatia.webp',
    });
    expect(after.get(jpg.id)).toMatchObject({
      backgroundImageUrl: '/images/products/bvi-yacht.webp',
      dashboardBackgroundImageUrl: '/images/products/bvi-yacht.webp',
    });
    expect(after.get(own.id)).toMatchObject({
      backgroundImageUrl: '/images/products/our-new-ship.svg',
      dashboardBackgroundImageUrl: null,
    });
    expect(after.get(elsewhere.id)).toMatchObject({
      backgroundImageUrl: 'https://cdn.example.com/images/products/croatia.svg',
      dashboardBackgroundImageUrl: null,
    });
    const [invitationAfter] = await db
      .select()
      .from(schema.invitations)
      .where(eq(schema.invitations.id, invitation.id));
    expect(invitationAfter?.backgroundImageUrl).toBe('/images/products/peru-inca-trail.webp');

    // A second run changes nothing.
    await runMigration();
    expect(await db.select().from(schema.products).orderBy(schema.products.id)).toEqual(
      [...after.values()].sort((a, b) => a.id - b.id),
    );
  });
});
