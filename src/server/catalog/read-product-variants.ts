import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { productVariants } from '../db/schema.ts';
import type { ProductVariantView } from '../../shared/variants.ts';

/** A product's variants in the order of its options' values (decision 0025); none without options. */
export async function readProductVariants(db: DbOrTx, productId: string): Promise<ProductVariantView[]> {
  return db
    .select({
      id: productVariants.id,
      values: productVariants.values,
      label: productVariants.label,
      stockQuantity: productVariants.stockQuantity,
      priceKobo: productVariants.priceKobo,
      image: productVariants.image,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position));
}
