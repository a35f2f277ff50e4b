import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { categories, products } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { selectProductCards, visibleProduct } from './visibility.ts';

/** A visible product with its (active) category's name and slug; anything else is a 404. */
export async function readProduct(db: DbOrTx, input: { productId: string }) {
  const [product] = await selectProductCards(db).where(and(visibleProduct, eq(products.id, input.productId)));
  if (!product) throw new AppError('not_found', 'Not found');
  const [category] = product.categoryId
    ? await db
        .select({ name: categories.name, slug: categories.slug })
        .from(categories)
        .where(and(eq(categories.id, product.categoryId), eq(categories.isActive, true)))
    : [];
  return { ...product, category: category ?? null };
}
