import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { products, savedItems, stores } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Actor } from '../actor.ts';
import { SAVED_ITEMS_MAX } from '../../shared/constants.ts';
import { messages } from '../../shared/messages.ts';
import { inStockNow, visibleProduct } from './visible-product.ts';

/**
 * Saves a visible product for the caller (docs/product.md#saved-items) with its price and whether
 * it is in stock now, in one statement: saving again changes nothing (one row per account and
 * product, the first price kept), and nothing is written past SAVED_ITEMS_MAX. `created` is false
 * when it was already saved; a product shoppers cannot see is a 404, a full list a 409.
 */
export async function saveItem(db: DbOrTx, input: { productId: string }, actor: Actor): Promise<{ created: boolean }> {
  const roomLeft = sql`(select count(*) from ${savedItems} where ${savedItems.userId} = ${actor.id}) < ${SAVED_ITEMS_MAX}`;
  const inserted = await db
    .insert(savedItems)
    .select(
      // Every column, in the table's order (drizzle's insert … select).
      db
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          userId: sql`${actor.id}::uuid`.as('user_id'),
          productId: products.id,
          savedPriceKobo: products.priceKobo,
          savedInStock: inStockNow.as('saved_in_stock'),
          savedAt: sql`now()`.as('saved_at'),
        })
        .from(products)
        .innerJoin(stores, eq(stores.id, products.storeId))
        .where(and(eq(products.id, input.productId), visibleProduct, roomLeft)),
    )
    .onConflictDoNothing({ target: [savedItems.userId, savedItems.productId] })
    .returning({ id: savedItems.id });
  if (inserted.length > 0) return { created: true };

  // Nothing written: already saved, not visible, or no room left.
  const [saved] = await db
    .select({ id: savedItems.id })
    .from(savedItems)
    .where(and(eq(savedItems.userId, actor.id), eq(savedItems.productId, input.productId)));
  if (saved) return { created: false };
  const [visible] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(products.id, input.productId), visibleProduct));
  if (!visible) throw new AppError('not_found', 'Product not found');
  throw new AppError('conflict', messages.savedItems.full(SAVED_ITEMS_MAX));
}
