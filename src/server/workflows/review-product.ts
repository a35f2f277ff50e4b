import type { Db } from '../db/client.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';
import { findVisibleProduct } from '../catalog/visibility.ts';
import { writeReview, type WriteReviewInput } from '../reviews/write-review.ts';

/**
 * A shopper reviews a product they can see and do not sell: the catalog answers "is it visible, and
 * whose is it", reviews stores it.
 */
export async function reviewProduct(db: Db, input: WriteReviewInput, actor: Actor) {
  return db.transaction(async (tx) => {
    const product = await findVisibleProduct(tx, input.productId);
    // A vendor praising their own goods is not a review.
    if (product.ownerId === actor.id) throw new AppError('forbidden', messages.reviews.ownProduct);
    return writeReview(tx, input, actor);
  });
}
