import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { setActiveInputSchema } from '../../shared/schemas/catalog.ts';

/** Admin: shows or hides one product in public. */
export async function setProductActive(
  db: DbOrTx,
  input: z.output<typeof setActiveInputSchema> & { productId: string },
) {
  const [product] = await db
    .update(products)
    .set({ isActive: input.isActive })
    .where(eq(products.id, input.productId))
    .returning({ id: products.id, isActive: products.isActive });
  if (!product) throw new AppError('not_found', 'Product not found');
  return product;
}
