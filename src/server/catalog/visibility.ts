import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { products, stores } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { productCardColumns } from './columns.ts';

/** The public visibility rule: an active product of an active store. */
export const visibleProduct: SQL = and(eq(products.isActive, true), eq(stores.isActive, true))!;

/**
 * The same rule written as the partial page indexes' predicate (`coalesce(is_active, false)`, see
 * schema.ts) and with no parameters, so a prepared statement's generic plan still proves it may use
 * them, and a category page is never planned as a walk down products_active_created_idx.
 * `is_active` is never null, so the two spellings select the same rows.
 */
export const visibleProductForPageIndexes: SQL = sql`coalesce(${products.isActive}, false) and ${stores.isActive} = true`;

/**
 * The store half of the rule without joining the store: a filter against the few inactive stores,
 * so that a walk down an index that carries the store (a count, a word lookup) keeps the index's
 * order and stops at its limit whatever the planner guesses of the rows.
 */
export const inActiveStore = (storeId: SQL | PgColumn): SQL =>
  sql`${storeId} not in (select ${stores.id} from ${stores} where not ${stores.isActive})`;

/**
 * The rule over a row of product_words (migration 0027), which holds the words of active products
 * only: its store is active.
 */
export const visibleWordOfProduct: SQL = inActiveStore(sql`product_words.store_id`);

/** Product cards joined to their store; add `visibleProduct` to the where clause for public reads. */
export function selectProductCards(db: DbOrTx) {
  return db.select(productCardColumns).from(products).innerJoin(stores, eq(stores.id, products.storeId));
}

/**
 * A product shoppers can see, with its store's owner (for rules about the vendor), or a 404. With
 * `lock`, its row stays locked (`for no key update`: stock updates wait, orders referencing it do
 * not) until the caller's transaction ends, so writes about one product take turns.
 */
export async function findVisibleProduct(db: DbOrTx, productId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({ id: products.id, storeId: products.storeId, ownerId: stores.ownerId })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(visibleProduct, eq(products.id, productId)));
  const [product] = await (options.lock ? query.for('no key update', { of: products }) : query);
  if (!product) throw new AppError('not_found', 'Product not found');
  return product;
}
