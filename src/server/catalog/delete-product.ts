import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Actor } from '../actor.ts';
import { messages } from '../../shared/messages.ts';
import { productWithOwner } from './product-owner.ts';

/** The store's owner deletes their product; an admin may delete any product. */
export async function deleteProduct(db: DbOrTx, input: { productId: string }, actor: Actor) {
  const product = await productWithOwner(db, input.productId);
  if (product.ownerId !== actor.id && actor.role !== 'admin')
    throw new AppError('forbidden', messages.access.storeNotFoundOrDenied);
  await db.delete(products).where(eq(products.id, input.productId));
}
