import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { categories, products, stores } from '../db/schema.ts';
import { RELATED_PRODUCT_LIMIT } from '../../shared/constants.ts';
import { productCardColumns } from './columns.ts';
import { productOrder } from './product-order.ts';
import { visibleProductForPageIndexes } from './visibility.ts';

const p = sql.placeholder;
const target = alias(products, 'target');
const targetStore = alias(stores, 'target_store');
const targetCategory = alias(categories, 'target_category');

/**
 * The product the page shows, only while shoppers can see it (no related items for a hidden one),
 * and for its category, only while the category is active (the page names it only then).
 */
function targetOwner(db: Db, by: 'store' | 'category') {
  const visible = and(eq(target.id, p('productId')), eq(target.isActive, true), eq(targetStore.isActive, true));
  const found = db
    .select({ ownerId: by === 'store' ? target.storeId : target.categoryId })
    .from(target)
    .innerJoin(targetStore, eq(targetStore.id, target.storeId));
  return by === 'store'
    ? found.where(visible)
    : found
        .innerJoin(targetCategory, and(eq(targetCategory.id, target.categoryId), eq(targetCategory.isActive, true)))
        .where(visible);
}

/**
 * The newest visible products of the shown product's store or category, the product itself left
 * out: one prepared statement each, taking only the product's id. The owner's id comes from a
 * subquery run once, so each is a walk down the owner's newest-first page index (migration 0009)
 * that stops after `limit` rows, as a category or store page's first page does.
 */
function relatedQuery(db: DbOrTx, by: 'store' | 'category') {
  const name = `related_by_${by}`;
  return prepared(db, name, (db: Db) => {
    const owner: SQL = sql`${by === 'store' ? products.storeId : products.categoryId} = (${targetOwner(db, by)})`;
    return db
      .select(productCardColumns)
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(and(visibleProductForPageIndexes, owner, ne(products.id, p('productId'))))
      .orderBy(...productOrder('newest'))
      .limit(p('limit'))
      .prepare(name);
  });
}

/**
 * "More from this store" and "Similar items" of a product page (docs/product.md#product-page): up
 * to RELATED_PRODUCT_LIMIT of the store's newest other products, and as many of its category's,
 * leaving out those already shown under the store (so a category the store fills still shows what
 * else it sells next). Both are empty for a product shoppers cannot see; "Similar items" is empty
 * for a product without an active category.
 */
export async function readRelatedProducts(db: DbOrTx, input: { productId: string }) {
  const [fromStore, sameCategory] = await Promise.all([
    relatedQuery(db, 'store').execute({ productId: input.productId, limit: RELATED_PRODUCT_LIMIT }),
    // Twice the limit: at most RELATED_PRODUCT_LIMIT of them are already in fromStore.
    relatedQuery(db, 'category').execute({ productId: input.productId, limit: 2 * RELATED_PRODUCT_LIMIT }),
  ]);
  const shown = new Set(fromStore.map((product) => product.id));
  const similar = sameCategory.filter((product) => !shown.has(product.id)).slice(0, RELATED_PRODUCT_LIMIT);
  return { fromStore, similar };
}
