import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { cartQuoteInputSchema } from '../../../shared/schemas/checkout.ts';
import type { CartQuote, QuotedLine } from '../../../shared/checkout.ts';
import { couponMethodRefusal } from '../../../shared/coupons.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/constants.ts';
import type { CartCoupon } from '../../coupons/coupon-for-cart.ts';
import { priceCheckout, type OfferedLine, type PricedCheckout } from '../place-order/price-checkout.ts';

/**
 * The cart as the database sees it now (the cart and checkout pages refresh every line with it):
 * current prices, stock and availability, and per store the subtotal of what can be bought, with
 * the delivery fee once a state is chosen, and whether it may be paid on delivery. Read-only; placing
 * the order prices the cart through the same sequence and checks everything again.
 */
export async function quoteCart(
  db: DbOrTx,
  input: z.output<typeof cartQuoteInputSchema>,
  shopper: { customerId: string } | null = null,
): Promise<CartQuote> {
  const { offered, coupon, price, payOnDelivery } = await priceCheckout(
    db,
    {
      items: input.items,
      state: input.state ?? null,
      couponCode: input.couponCode,
      method: input.paymentMethod,
      shopper,
    },
    'quote',
  );
  const refusedFor = coupon ? methodsRefusing(coupon) : ({} as Partial<Record<PaymentMethod, string>>);
  const discountOf = (store: PricedCheckout['price']['stores'][number]) =>
    store.lineDiscountsKobo.reduce((t, d) => t + d, 0);
  return {
    lines: offered.map(quotedLine),
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
      refusedFor,
    },
    state: input.state ?? null,
    subtotalKobo: price.subtotalKobo,
    deliveryFeeKobo: price.deliveryFeeKobo,
    totalKobo: price.totalKobo,
    payOnDelivery: {
      capKobo: payOnDelivery!.capKobo,
      reasons: [...payOnDelivery!.refusals, ...(refusedFor.pay_on_delivery ? [refusedFor.pay_on_delivery] : [])],
    },
  };
}

/** The methods a coupon may not be paid with, and why (decision 0026). */
function methodsRefusing(coupon: CartCoupon): Partial<Record<PaymentMethod, string>> {
  return Object.fromEntries(
    PAYMENT_METHODS.flatMap((method) => {
      const refusal = couponMethodRefusal(coupon.terms, method);
      return refusal ? [[method, refusal]] : [];
    }),
  );
}

/** One line of the cart as the cart page shows it, whether or not it can be bought. */
function quotedLine({ line, product, offer }: OfferedLine): QuotedLine {
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
}
