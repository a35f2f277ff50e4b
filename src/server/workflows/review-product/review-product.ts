import type { Db } from '../../db/client.ts';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../errors.ts';
import { messages } from '../../../shared/messages.ts';
import { findVisibleProduct } from '../../catalog/visibility.ts';
import { tallyProductRating } from '../../catalog/tally-product-rating.ts';
import { hasReceivedProduct } from '../../orders/has-received-product.ts';
import { writeReview, type WriteReviewInput } from '../../reviews/write-review.ts';

/**
 * A shopper reviews a product they can see and do not sell: the catalog answers "is it visible, and
 * whose is it", orders "did they receive it" (a verified purchase, decided now and kept on the
 * review), reviews stores it, and the catalog moves the product's star tallies, all in one
 * transaction. The product's row is locked first, so two writes of one product's reviews take
 * turns and each reads the rating it replaces right (docs/product.md#reviews).
 */
export async function reviewProduct(db: Db, input: WriteReviewInput, actor: Actor) {
  return db.transaction(async (tx) => {
    const product = await findVisibleProduct(tx, input.productId, { lock: true });
    // A vendor praising their own goods is not a review.
    if (product.ownerId === actor.id) throw new AppError('forbidden', messages.reviews.ownProduct);
    const verifiedPurchase = await hasReceivedProduct(tx, { customerId: actor.id, productId: product.id });
    const { review, previousRating } = await writeReview(tx, { ...input, verifiedPurchase }, actor);
    await tallyProductRating(tx, { productId: product.id, added: review.rating, removed: previousRating });
    return review;
  });
}
