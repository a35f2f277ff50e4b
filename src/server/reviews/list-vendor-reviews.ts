import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { products, profiles, reviews, stores } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import type { VendorReview } from '../../shared/fulfilment.ts';

export const VENDOR_REVIEWS_LIMIT = 200;

/**
 * Reviews of the products of the caller's own stores, newest first, each marked when it is a verified
 * purchase as on the product page (docs/product.md#reviews).
 */
export async function listVendorReviews(db: DbOrTx, actor: Actor): Promise<VendorReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      reviewerName: profiles.fullName,
      productId: products.id,
      productName: products.name,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      verifiedPurchase: reviews.verifiedPurchase,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .innerJoin(profiles, eq(profiles.id, reviews.customerId))
    .where(eq(stores.ownerId, actor.id))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(VENDOR_REVIEWS_LIMIT);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
