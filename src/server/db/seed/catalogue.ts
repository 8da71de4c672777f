// Inserts the demo catalogue and hands back the ids the bookings need, keyed by direction.
import type { Db } from '../client.ts';
import { directions, products, type BrandId } from '../schema.ts';
import { CATALOGUE, type DirectionKey } from './catalogue-content.ts';

export type CatalogueEntry = {
  productId: number;
  directionId: number;
  brand: BrandId;
  image: string;
  numberOfDays: number;
};
export type Catalogue = Record<DirectionKey, CatalogueEntry>;

export async function seedCatalogue(db: Db): Promise<Catalogue> {
  const entries: Partial<Catalogue> = {};
  for (const product of CATALOGUE) {
    const [row] = await db
      .insert(products)
      .values({
        brand: product.brand,
        name: product.name,
        backgroundImageUrl: product.image,
        dashboardBackgroundImageUrl: product.image.replace(/\.jpg$/, '-card.jpg'),
      })
      .returning({ id: products.id });
    if (!row) throw new Error(`Product ${product.name} was not inserted`);
    for (const { key, ...direction } of product.directions) {
      const [inserted] = await db
        .insert(directions)
        .values({ productId: row.id, ...direction })
        .returning({ id: directions.id });
      if (!inserted) throw new Error(`Direction ${direction.name} was not inserted`);
      entries[key] = {
        productId: row.id,
        directionId: inserted.id,
        brand: product.brand,
        image: product.image,
        numberOfDays: direction.itinerary.length,
      };
    }
  }
  return entries as Catalogue;
}
