import { and, count, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { products, stores } from '../db/schema.ts';
import { productListQuerySchema, type ProductListQuery } from '../../shared/schemas/catalog.ts';
import { selectProductCards, visibleProduct } from './visibility.ts';
import { productOrder, withStockFilter } from './product-order.ts';

/** Category and store pages come a page at a time (48 cards by default, 100 at most), sorted and filtered. */
export const pageQuerySchema = productListQuerySchema;
export type Page = ProductListQuery;

/** Visible products matching `where`, one page of them in the asked order, and how many there are in all. */
export async function pageOfProducts(db: DbOrTx, where: SQL, page: Page) {
  const filter = withStockFilter(and(visibleProduct, where)!, page.inStock);
  const [items, [total]] = await Promise.all([
    selectProductCards(db)
      .where(filter)
      .orderBy(...productOrder(page.sort))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(products).innerJoin(stores, eq(stores.id, products.storeId)).where(filter),
  ]);
  return { products: items, total: total?.n ?? 0 };
}
