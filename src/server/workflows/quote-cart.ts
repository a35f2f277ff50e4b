import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import type { cartQuoteInputSchema } from '../../shared/schemas/checkout.ts';
import type { CartQuote, QuotedStore } from '../../shared/checkout.ts';
import { priceCartLines } from '../catalog/price-cart-lines.ts';
import { feeForState, readDeliveryFees } from '../delivery-fees/read-delivery-fees.ts';

/**
 * The cart as the database sees it now (the cart and checkout pages refresh every line with it):
 * current prices, stock and availability, and per store the subtotal of what can be bought, with
 * the delivery fee once a state is chosen. Read-only; placing the order checks everything again.
 */
export async function quoteCart(db: DbOrTx, input: z.output<typeof cartQuoteInputSchema>): Promise<CartQuote> {
  const priced = await priceCartLines(
    db,
    input.items.map((line) => line.productId),
  );
  const fees = input.state ? await readDeliveryFees(db) : null;
  const stores = new Map<string, QuotedStore>();
  const lines = input.items.map((line) => {
    const product = priced.get(line.productId);
    if (product?.available && product.stockQuantity > 0) {
      const store = stores.get(product.storeId) ?? {
        storeId: product.storeId,
        storeName: product.storeName,
        subtotalKobo: 0,
        deliveryFeeKobo: fees && input.state ? feeForState(fees, input.state) : null,
        totalKobo: 0,
      };
      store.subtotalKobo += product.priceKobo * Math.min(line.quantity, product.stockQuantity);
      stores.set(product.storeId, store);
    }
    return {
      productId: line.productId,
      quantity: line.quantity,
      product: product
        ? {
            name: product.name,
            priceKobo: product.priceKobo,
            stockQuantity: product.stockQuantity,
            images: product.images,
            storeId: product.storeId,
            storeName: product.storeName,
            storeSlug: product.storeSlug,
            available: product.available,
          }
        : null,
    };
  });
  const quoted = [...stores.values()].map((s) => ({ ...s, totalKobo: s.subtotalKobo + (s.deliveryFeeKobo ?? 0) }));
  const subtotalKobo = quoted.reduce((sum, s) => sum + s.subtotalKobo, 0);
  const deliveryFeeKobo = input.state ? quoted.reduce((sum, s) => sum + (s.deliveryFeeKobo ?? 0), 0) : null;
  return {
    lines,
    stores: quoted,
    state: input.state ?? null,
    subtotalKobo,
    deliveryFeeKobo,
    totalKobo: subtotalKobo + (deliveryFeeKobo ?? 0),
  };
}
