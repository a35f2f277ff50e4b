import type { Db } from '../db/client.ts';
import type { Actor } from '../actor.ts';
import { findVisibleProduct } from '../catalog/visibility.ts';
import { writeReview, type WriteReviewInput } from '../reviews/write-review.ts';

/** A shopper reviews a product they can see: the catalog answers "is it visible", reviews stores it. */
export async function reviewProduct(db: Db, input: WriteReviewInput, actor: Actor) {
  return db.transaction(async (tx) => {
    await findVisibleProduct(tx, input.productId);
    return writeReview(tx, input, actor);
  });
}
