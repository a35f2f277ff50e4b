import { avg, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { profiles, reviews } from '../db/schema.ts';

/**
 * A product's average rating, review count and reviews (newest first) with the reviewers' names.
 * Both are prepared statements (the product page is a hot public read) and run side by side.
 */
export async function readProductReviews(db: DbOrTx, input: { productId: string }) {
  const [[rating], productReviews] = await Promise.all([
    prepared(db, 'product_rating', (db) =>
      db
        .select({ average: avg(reviews.rating), count: count() })
        .from(reviews)
        .where(eq(reviews.productId, sql.placeholder('productId')))
        .prepare('product_rating'),
    ).execute({ productId: input.productId }),
    prepared(db, 'product_reviews', (db) =>
      db
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
        .where(eq(reviews.productId, sql.placeholder('productId')))
        .orderBy(desc(reviews.createdAt))
        .prepare('product_reviews'),
    ).execute({ productId: input.productId }),
  ]);
  return {
    rating: { average: rating?.average == null ? null : Number(rating.average), count: rating?.count ?? 0 },
    reviews: productReviews,
  };
}
