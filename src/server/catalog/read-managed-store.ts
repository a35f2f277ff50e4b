import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { products, productVariants } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import { productColumns } from './columns.ts';
import { ownedStore } from './owned-store.ts';
import { readStoreDeliveryDays } from './read-store-delivery-days.ts';

/**
 * The store management page: the owner's store, all its products, active or not, and its delivery
 * days (docs/product.md#delivery-estimates).
 */
export async function readManagedStore(db: DbOrTx, input: { storeId: string }, actor: Actor) {
  const store = await ownedStore(db, input.storeId, actor);
  const [storeProducts, deliveryDays, variants] = await Promise.all([
    db.select(productColumns).from(products).where(eq(products.storeId, store.id)).orderBy(desc(products.createdAt)),
    readStoreDeliveryDays(db, store.id),
    // Every product's sizes/colours for the owner's editor (decision 0025), in one query.
    db
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        values: productVariants.values,
        label: productVariants.label,
        stockQuantity: productVariants.stockQuantity,
        priceKobo: productVariants.priceKobo,
        image: productVariants.image,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.storeId, store.id))
      .orderBy(asc(productVariants.position)),
  ]);
  return {
    store,
    products: storeProducts.map((product) => ({
      ...product,
      variants: variants.filter((v) => v.productId === product.id).map(({ productId: _, ...v }) => v),
    })),
    deliveryDays,
  };
}
