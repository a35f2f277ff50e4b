import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { products, savedItems, stores } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import { inStockNow, visibleProduct } from './visible-product.ts';

/**
 * The caller's Saved page (docs/product.md#saved-items), newest first: each product as a card shows
 * it now, with the price it had when saved and whether it is back in stock (out of stock when
 * saved, in stock now). Products shoppers cannot see at the moment are left out.
 */
export async function listSavedItems(db: DbOrTx, actor: Actor) {
  const rows = await db
    .select({
      product: {
        id: products.id,
        name: products.name,
        description: products.description,
        priceKobo: products.priceKobo,
        stockQuantity: products.stockQuantity,
        images: products.images,
        categoryId: products.categoryId,
        storeId: products.storeId,
        storeName: stores.name,
        storeSlug: stores.slug,
      },
      savedPriceKobo: savedItems.savedPriceKobo,
      savedAt: savedItems.savedAt,
      backInStock: sql<boolean>`not ${savedItems.savedInStock} and ${inStockNow}`,
    })
    .from(savedItems)
    .innerJoin(products, eq(products.id, savedItems.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(savedItems.userId, actor.id), visibleProduct))
    .orderBy(desc(savedItems.savedAt), desc(savedItems.id));
  return rows;
}
