import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { products } from '../db/schema.ts';

/** The tally (a column of products) of each star rating. */
const tallyOf = { 1: 'ratings1', 2: 'ratings2', 3: 'ratings3', 4: 'ratings4', 5: 'ratings5' } as const;
type Stars = keyof typeof tallyOf;

/**
 * Moves a product's star tallies (docs/product.md#reviews) by a review written (`added`), replaced
 * (`removed` the old rating, `added` the new) or deleted (`removed`), in one relative update, so
 * concurrent reviews of one product never overwrite each other's count. Called by the review
 * workflows in the transaction that writes the review.
 */
export async function tallyProductRating(
  db: DbOrTx,
  input: { productId: string; added?: number | null; removed?: number | null },
) {
  const changes = new Map<Stars, number>();
  const move = (stars: number | null | undefined, by: number) => {
    if (stars == null) return;
    if (!(stars in tallyOf)) throw new Error(`A rating of ${stars} stars has no tally`);
    changes.set(stars as Stars, (changes.get(stars as Stars) ?? 0) + by);
  };
  move(input.added, 1);
  move(input.removed, -1);
  const set: Partial<Record<(typeof tallyOf)[Stars], SQL>> = {};
  for (const [stars, by] of changes) {
    const tally = tallyOf[stars];
    if (by !== 0) set[tally] = sql`${products[tally]} + ${by}`;
  }
  if (Object.keys(set).length === 0) return;
  await db.update(products).set(set).where(eq(products.id, input.productId));
}
