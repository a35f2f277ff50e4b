import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { profiles, reviews } from '../db/schema.ts';

/**
 * A product's reviews, newest first, with the reviewers' names and whether each is a verified
 * purchase. A prepared statement: the product page is a hot public read. (The average, count and
 * breakdown come from the product's own star tallies, not from here.)
 */
export async function readProductReviews(db: DbOrTx, input: { productId: string }) {
  return prepared(db, 'product_reviews', (db) =>
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
        customerId: reviews.customerId,
        reviewerName: profiles.fullName,
        verifiedPurchase: reviews.verifiedPurchase,
      })
      .from(reviews)
      .innerJoin(profiles, eq(profiles.id, reviews.customerId))
      .where(eq(reviews.productId, sql.placeholder('productId')))
      .orderBy(desc(reviews.createdAt))
      .prepare('product_reviews'),
  ).execute({ productId: input.productId });
}
