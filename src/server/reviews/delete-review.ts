import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { reviews } from '../db/schema.ts';
import type { Actor } from '../actor.ts';

/**
 * Removes the caller's own review of a product (docs/product.md#reviews) and answers the rating it
 * had, or null when there was none (already deleted: a second click changes nothing).
 */
export async function deleteReview(db: DbOrTx, input: { productId: string }, actor: Actor) {
  const [deleted] = await db
    .delete(reviews)
    .where(and(eq(reviews.productId, input.productId), eq(reviews.customerId, actor.id)))
    .returning({ rating: reviews.rating });
  return deleted?.rating ?? null;
}
