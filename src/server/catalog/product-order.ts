import { and, asc, desc, gt, type SQL } from 'drizzle-orm';
import { products } from '../db/schema.ts';
import type { ProductSort } from '../../shared/schemas/catalog.ts';

/**
 * ORDER BY of a product list. Equal prices (and equal times) fall back to newest first and then
 * to the id, so every row has one place and a page boundary never shows a product twice or skips one.
 */
export function productOrder(sort: ProductSort): SQL[] {
  const newestFirst = [desc(products.createdAt), desc(products.id)];
  if (sort === 'price-asc') return [asc(products.priceKobo), ...newestFirst];
  if (sort === 'price-desc') return [desc(products.priceKobo), ...newestFirst];
  return newestFirst;
}

/** The in-stock filter (`inStock=1`) added to a where clause. */
export function withStockFilter(where: SQL, inStock: boolean): SQL {
  return inStock ? and(where, gt(products.stockQuantity, 0))! : where;
}
