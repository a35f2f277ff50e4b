import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products, reviews, stores } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { visibleProduct } from '../catalog/service.ts';

/** One review per customer per product: writing again replaces the earlier one (and dates it now). */
export async function writeReview(db: Db, customerId: string, productId: string, input: { rating: number; comment?: string | null | undefined }) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(visibleProduct, eq(products.id, productId)));
  if (!product) throw new AppError('not_found', 'Product not found');
  const [review] = await db
    .insert(reviews)
    .values({ productId, customerId, rating: input.rating, comment: input.comment ?? null })
    .onConflictDoUpdate({
      target: [reviews.productId, reviews.customerId],
      set: { rating: input.rating, comment: input.comment ?? null, createdAt: sql`now()` },
    })
    .returning();
  return review!;
}
