import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { reviews } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import type { reviewInputSchema } from '../../shared/schemas/catalog.ts';

export type WriteReviewInput = z.output<typeof reviewInputSchema> & { productId: string };

/**
 * One review per customer per product: writing again replaces the earlier one (and dates it now).
 * Whether the product may be reviewed is the caller's question (workflows/review-product.ts).
 */
export async function writeReview(db: DbOrTx, input: WriteReviewInput, actor: Actor) {
  const comment = input.comment ?? null;
  const [review] = await db
    .insert(reviews)
    .values({ productId: input.productId, customerId: actor.id, rating: input.rating, comment })
    .onConflictDoUpdate({
      target: [reviews.productId, reviews.customerId],
      set: { rating: input.rating, comment, createdAt: sql`now()` },
    })
    .returning();
  return review!;
}
