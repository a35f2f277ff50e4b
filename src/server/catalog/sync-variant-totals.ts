import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { products, productVariants } from '../db/schema.ts';

/**
 * After an edit of a product with options (decision 0025): its stock is its variants' sum (a stock
 * typed on the product itself cannot hold), its price range follows a new base price, and a variant
 * whose picture the product no longer has falls back to the product's first.
 */
export async function syncVariantTotals(db: DbOrTx, productId: string) {
  await db
    .update(productVariants)
    .set({ image: null })
    .where(
      and(
        eq(productVariants.productId, productId),
        sql`${productVariants.image} is not null`,
        sql`not exists (select 1 from ${products} p where p.id = ${productId} and p.images ? ${productVariants.image})`,
      ),
    );
  await db
    .update(products)
    .set({
      stockQuantity: sql`(select coalesce(sum(v.stock_quantity), 0)::int from ${productVariants} v where v.product_id = ${products.id})`,
      variantMinPriceKobo: sql`(select min(coalesce(v.price_kobo, ${products.priceKobo})) from ${productVariants} v where v.product_id = ${products.id})`,
      variantMaxPriceKobo: sql`(select max(coalesce(v.price_kobo, ${products.priceKobo})) from ${productVariants} v where v.product_id = ${products.id})`,
    })
    .where(and(eq(products.id, productId), sql`jsonb_array_length(${products.options}) > 0`));
}
