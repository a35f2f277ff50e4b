import type { Db } from '../../db/client.ts';
import type { Actor } from '../../actor.ts';
import { tallyProductRating } from '../../catalog/tally-product-rating.ts';
import { deleteReview } from '../../reviews/delete-review.ts';

/**
 * A shopper deletes their own review of a product (docs/product.md#reviews): reviews removes it and
 * the catalog takes it off the product's star tallies, in one transaction. The delete answers the
 * rating it removed, so a second click (nothing left to delete) moves no tally.
 */
export async function removeReview(db: Db, input: { productId: string }, actor: Actor) {
  await db.transaction(async (tx) => {
    const removed = await deleteReview(tx, input, actor);
    await tallyProductRating(tx, { productId: input.productId, removed });
  });
}
