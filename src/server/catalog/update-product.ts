import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Actor } from '../actor.ts';
import type { updateProductInputSchema } from '../../shared/schemas/catalog.ts';
import { messages } from '../../shared/messages.ts';
import { productColumns } from './columns.ts';
import { assertCategoryExists } from './category-exists.ts';
import { productWithOwner } from './product-owner.ts';

export type UpdateProductInput = z.output<typeof updateProductInputSchema> & { productId: string };

/** The store's owner changes a product; fields left out stay as they are. */
export async function updateProduct(db: DbOrTx, input: UpdateProductInput, actor: Actor) {
  const { productId, ...changes } = input;
  const product = await productWithOwner(db, productId);
  if (product.ownerId !== actor.id) throw new AppError('forbidden', messages.access.storeNotFoundOrDenied);
  await assertCategoryExists(db, changes.categoryId);
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) {
    const [unchanged] = await db.select(productColumns).from(products).where(eq(products.id, productId));
    return unchanged!;
  }
  const [updated] = await db.update(products).set(set).where(eq(products.id, productId)).returning(productColumns);
  return updated!;
}
