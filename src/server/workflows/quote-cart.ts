import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import type { cartQuoteInputSchema } from '../../shared/schemas/checkout.ts';
import type { CartQuote } from '../../shared/checkout.ts';
import { deliveryFeeForState, priceCart } from '../../shared/pricing.ts';
import { priceCartLines } from '../catalog/price-cart-lines.ts';
import { cartLineOffer, readCartVariants } from '../catalog/read-cart-variants.ts';
import { readDeliveryFees } from '../delivery-fees/read-delivery-fees.ts';
import { readPayOnDeliverySettings } from '../pay-on-delivery/read-pay-on-delivery-settings.ts';
import { payOnDeliveryRefusals } from '../../shared/pay-on-delivery.ts';
import { couponForCart } from '../coupons/coupon-for-cart.ts';

/**
 * The cart as the database sees it now (the cart and checkout pages refresh every line with it):
 * current prices, stock and availability, and per store the subtotal of what can be bought, with
 * the delivery fee once a state is chosen, and whether it may be paid on delivery. Read-only; placing the order checks everything again.
 */
export async function quoteCart(db: DbOrTx, input: z.output<typeof cartQuoteInputSchema>): Promise<CartQuote> {
  const priced = await priceCartLines(
    db,
    input.items.map((line) => line.productId),
  );
  const variants = await readCartVariants(
    db,
    input.items.flatMap((line) => (line.variantId ? [line.variantId] : [])),
  );
  // A line's price and stock are its variant's when it names one (decision 0025); a line of a product
  // with options that names none (or another product's) cannot be bought as it is.
  const offerOf = (line: (typeof input.items)[number]) => {
    const product = priced.get(line.productId);
    if (!product) return null;
    const offer = cartLineOffer(product, line.variantId ? variants.get(line.variantId) : undefined, line.variantId);
    return offer.ok ? offer : null;
  };
  const deliveryFeeKobo = input.state ? deliveryFeeForState(await readDeliveryFees(db), input.state) : null;
  // What can be bought now, at most the stock of each, priced as checkout will price it.
  const buyable = input.items.flatMap((line) => {
    const product = priced.get(line.productId);
    const offer = offerOf(line);
    if (!product?.available || !offer || offer.stockQuantity <= 0) return [];
    const quantity = Math.min(line.quantity, offer.stockQuantity);
    return [
      {
        storeId: product.storeId,
        storeName: product.storeName,
        offersPayOnDelivery: product.storeOffersPayOnDelivery,
        priceKobo: offer.priceKobo,
        quantity,
      },
    ];
  });
  // The coupon as checkout will apply it (docs/product.md#coupons); a code it refuses is a 400 naming couponCode.
  const coupon = input.couponCode ? await couponForCart(db, input.couponCode, buyable, 'invalid_input') : null;
  const price = priceCart(buyable, { deliveryFeeKobo, adjust: coupon?.adjust });
  const discountOf = (store: (typeof price.stores)[number]) => store.lineDiscountsKobo.reduce((t, d) => t + d, 0);
  const { capKobo } = await readPayOnDeliverySettings(db);
  const lines = input.items.map((line) => {
    const product = priced.get(line.productId);
    const offer = offerOf(line);
    const image = offer?.variant?.image;
    return {
      productId: line.productId,
      variantId: line.variantId ?? null,
      variantLabel: offer?.variant?.label ?? null,
      quantity: line.quantity,
      product: product
        ? {
            name: product.name,
            priceKobo: offer?.priceKobo ?? product.priceKobo,
            stockQuantity: offer?.stockQuantity ?? 0,
            images: image ? [image, ...product.images.filter((url) => url !== image)] : product.images,
            storeId: product.storeId,
            storeName: product.storeName,
            storeSlug: product.storeSlug,
            available: product.available && offer !== null,
          }
        : null,
    };
  });
  return {
    lines,
    stores: price.stores.map((store) => ({
      storeId: store.storeId,
      storeName: store.lines[0]!.storeName,
      subtotalKobo: store.subtotalKobo,
      deliveryFeeKobo: store.deliveryFeeKobo,
      discountKobo: discountOf(store),
      totalKobo: store.totalKobo,
    })),
    coupon: coupon && {
      code: coupon.terms.code,
      discountKobo: price.stores.reduce((t, store) => t + discountOf(store), 0),
    },
    state: input.state ?? null,
    subtotalKobo: price.subtotalKobo,
    deliveryFeeKobo: price.deliveryFeeKobo,
    totalKobo: price.totalKobo,
    payOnDelivery: {
      capKobo,
      reasons: payOnDeliveryRefusals({ stores: buyable, totalKobo: price.totalKobo, capKobo }),
    },
  };
}
