import { avg, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { profiles, reviews } from '../db/schema.ts';

/** A product's average rating, review count and reviews (newest first) with the reviewers' names. */
export async function readProductReviews(db: DbOrTx, input: { productId: string }) {
  const [rating] = await db
    .select({ average: avg(reviews.rating), count: count() })
    .from(reviews)
    .where(eq(reviews.productId, input.productId));
  const productReviews = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      customerId: reviews.customerId,
      reviewerName: profiles.fullName,
    })
    .from(reviews)
    .innerJoin(profiles, eq(profiles.id, reviews.customerId))
    .where(eq(reviews.productId, input.productId))
    .orderBy(desc(reviews.createdAt));
  return {
    rating: { average: rating?.average == null ? null : Number(rating.average), count: rating?.count ?? 0 },
    reviews: productReviews,
  };
}
