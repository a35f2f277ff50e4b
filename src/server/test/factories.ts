import type { Db } from '../db/client.ts';
import { categories, products, stores } from '../db/schema.ts';
import { slugify } from '../../shared/slug.ts';

let counter = 0;
const next = () => `${++counter}-${Math.random().toString(36).slice(2, 7)}`;

/** Rows written straight to the database, for tests whose subject is not their creation. */
export function factories(db: Db) {
  return {
    async category(values: Partial<typeof categories.$inferInsert> = {}) {
      const name = values.name ?? `Category ${next()}`;
      const [row] = await db
        .insert(categories)
        .values({ name, slug: slugify(name), ...values })
        .returning();
      return row!;
    },
    async store(ownerId: string, values: Partial<typeof stores.$inferInsert> = {}) {
      const name = values.name ?? `Store ${next()}`;
      const [row] = await db
        .insert(stores)
        .values({ ownerId, name, slug: slugify(name), ...values })
        .returning();
      return row!;
    },
    async product(storeId: string, values: Partial<typeof products.$inferInsert> = {}) {
      const [row] = await db
        .insert(products)
        .values({ storeId, name: values.name ?? `Product ${next()}`, priceKobo: 150_000, stockQuantity: 10, ...values })
        .returning();
      return row!;
    },
  };
}
