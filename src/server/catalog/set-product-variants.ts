import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { products, productVariants } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Actor } from '../actor.ts';
import type { setProductVariantsInputSchema } from '../../shared/schemas/variants.ts';
import { messages } from '../../shared/messages.ts';
import { variantKey, variantLabel } from '../../shared/variants.ts';
import { productWithOwner } from './product-owner.ts';
import { readProductVariants } from './read-product-variants.ts';

export type SetProductVariantsInput = z.output<typeof setProductVariantsInputSchema> & { productId: string };

/**
 * The store's owner replaces a product's options and variants (decision 0025). A combination kept
 * keeps its variant id (carts and orders refer to it), one dropped is deleted (orders keep its
 * label), a new one is inserted. In one transaction that locks the product row first, like
 * checkout (take-stock.ts), and leaves it holding the variants' total stock and lowest and highest
 * price, so cards and search read the row alone.
 */
export async function setProductVariants(db: DbOrTx, input: SetProductVariantsInput, actor: Actor) {
  const owner = await productWithOwner(db, input.productId);
  if (owner.ownerId !== actor.id) throw new AppError('forbidden', messages.access.storeNotFoundOrDenied);
  const { productId, options } = input;
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ images: products.images, priceKobo: products.priceKobo })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!product) throw new AppError('not_found', 'Product not found');
    const variants = input.variants.map((v, i) => {
      const values = v.values.map((x) => x.trim());
      // Each value in its option's own spelling, whatever case the form sent.
      const canonical = values.map((x, j) => options[j]!.values.find((y) => y.toLowerCase() === x.toLowerCase()) ?? x);
      const image = v.image ?? null;
      if (image !== null && !product.images.includes(image)) {
        const message = messages.stores.variantImageNotOfProduct;
        throw new AppError('invalid_input', message, { [`variants.${i}.image`]: message });
      }
      return {
        productId,
        values: canonical,
        label: variantLabel(options, canonical),
        stockQuantity: v.stockQuantity,
        priceKobo: v.priceKobo ?? null,
        image,
      };
    });
    // In the order of the combinations, so the page lists them as the vendor listed the values.
    const order = new Map(
      options.length === 0
        ? []
        : variants
            .map((v) => v.values)
            .sort((a, b) =>
              a.reduce((cmp, x, j) => cmp || options[j]!.values.indexOf(x) - options[j]!.values.indexOf(b[j]!), 0),
            )
            .map((values, position) => [variantKey(values), position]),
    );
    const rows = variants.map((v) => ({ ...v, position: order.get(variantKey(v.values)) ?? 0 }));
    const keep = rows.map((v) => JSON.stringify(v.values));
    await tx.delete(productVariants).where(
      and(
        eq(productVariants.productId, productId),
        keep.length === 0
          ? sql`true`
          : sql`${productVariants.values} not in (${sql.join(
              keep.map((k) => sql`${k}::jsonb`),
              sql`, `,
            )})`,
      ),
    );
    if (rows.length > 0) {
      await tx
        .insert(productVariants)
        .values(rows)
        .onConflictDoUpdate({
          target: [productVariants.productId, productVariants.values],
          set: {
            label: sql`excluded.label`,
            stockQuantity: sql`excluded.stock_quantity`,
            priceKobo: sql`excluded.price_kobo`,
            image: sql`excluded.image`,
            position: sql`excluded.position`,
          },
        });
    }
    const prices = rows.map((v) => v.priceKobo ?? product.priceKobo);
    await tx
      .update(products)
      .set(
        rows.length === 0
          ? { options: [], variantMinPriceKobo: null, variantMaxPriceKobo: null }
          : {
              options,
              stockQuantity: rows.reduce((sum, v) => sum + v.stockQuantity, 0),
              variantMinPriceKobo: Math.min(...prices),
              variantMaxPriceKobo: Math.max(...prices),
            },
      )
      .where(eq(products.id, productId));
    return { options: rows.length === 0 ? [] : options, variants: await readProductVariants(tx, productId) };
  });
}
