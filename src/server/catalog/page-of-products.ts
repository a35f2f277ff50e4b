import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { products, stores } from '../db/schema.ts';
import { selectProductCards, visibleProduct } from './visibility.ts';

/** Category and store pages come a page at a time; 48 cards by default, 100 at most. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').default(48),
  offset: z.coerce.number({ error: 'offset must be a number' }).int('offset must be a whole number').min(0, 'offset must be at least 0').max(100_000, 'offset is too large').default(0),
});
export type Page = z.output<typeof pageQuerySchema>;

/** Visible products matching `where`, one page of them, and how many there are in all. */
export async function pageOfProducts(db: DbOrTx, where: SQL, page: Page) {
  const [items, [total]] = await Promise.all([
    selectProductCards(db).where(and(visibleProduct, where)).orderBy(desc(products.createdAt), desc(products.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(products).innerJoin(stores, eq(stores.id, products.storeId)).where(and(visibleProduct, where)),
  ]);
  return { products: items, total: total?.n ?? 0 };
}
