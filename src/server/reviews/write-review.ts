import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { reviews } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import type { reviewInputSchema } from '../../shared/schemas/catalog.ts';

export type WriteReviewInput = z.output<typeof reviewInputSchema> & { productId: string };

/**
 * One review per customer per product: writing again replaces the earlier one (and dates it now).
 * Whether the product may be reviewed, and whether the writer bought and received it, are the
 * caller's questions (workflows/review-product/review-product.ts). Answers the review and the rating it replaced
 * (null for a first review), for the product's star tallies; the caller holds the product's lock,
 * so no other write of this review comes between the two statements.
 */
export async function writeReview(db: DbOrTx, input: WriteReviewInput & { verifiedPurchase: boolean }, actor: Actor) {
  const [previous] = await db
    .select({ rating: reviews.rating })
    .from(reviews)
    .where(and(eq(reviews.productId, input.productId), eq(reviews.customerId, actor.id)));
  const comment = input.comment ?? null;
  const values = { rating: input.rating, comment, verifiedPurchase: input.verifiedPurchase };
  const [review] = await db
    .insert(reviews)
    .values({ productId: input.productId, customerId: actor.id, ...values })
    .onConflictDoUpdate({
      target: [reviews.productId, reviews.customerId],
      set: { ...values, createdAt: sql`now()` },
    })
    .returning();
  return { review: review!, previousRating: previous?.rating ?? null };
}
