import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { products, stores } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/** The product and its store's owner, or 404: the starting point of every ownership check on a product. */
export async function productWithOwner(db: DbOrTx, productId: string) {
  const [row] = await db
    .select({ id: products.id, ownerId: stores.ownerId })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(products.id, productId));
  if (!row) throw new AppError('not_found', 'Product not found');
  return row;
}
