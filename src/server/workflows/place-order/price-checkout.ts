import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { messages } from '../../../shared/messages.ts';
import type { PaymentMethod } from '../../../shared/constants.ts';
import type { CartLine } from '../../../shared/schemas/checkout.ts';
import { commissionLookup, deliveryFeeForState, priceCart, type CartPrice } from '../../../shared/pricing.ts';
import { payOnDeliveryRefusals } from '../../../shared/pay-on-delivery.ts';
import { priceCartLines, type PricedProduct } from '../../catalog/price-cart-lines.ts';
import { cartLineOffer, readCartVariants, type CartVariant } from '../../catalog/read-cart-variants.ts';
import { readDeliveryFees } from '../../delivery-fees/read-delivery-fees.ts';
import { readPayOnDeliverySettings } from '../../pay-on-delivery/read-pay-on-delivery-settings.ts';
import { couponForCart, type CartCoupon } from '../../coupons/coupon-for-cart.ts';
import { readCheckoutTerms } from './read-checkout-terms.ts';

/** A cart to price: its lines, the shipping state once chosen, and what the coupon is judged by. */
export type CheckoutCart = {
  items: readonly CartLine[];
  state: string | null;
  couponCode: string | undefined;
  method: PaymentMethod | undefined;
  shopper: { customerId: string; deliveryPhone?: string | null } | null;
};

/** One line as the database offers it now; `offer` is null when it cannot be bought as it is. */
export type OfferedLine = {
  line: CartLine;
  product: PricedProduct | undefined;
  offer: { priceKobo: number; stockQuantity: number; variant: CartVariant | null } | null;
};

/** A line that is priced: what the pricing, the coupon, the orders and the pay-on-delivery rule read. */
export type CheckoutLine = {
  /** Its place in the cart the shopper sent. */
  index: number;
  storeId: string;
  storeName: string;
  offersPayOnDelivery: boolean;
  categoryId: string | null;
  productId: string;
  productName: string;
  variantId: string | null;
  variantLabel: string | null;
  quantity: number;
  priceKobo: number;
};

export type PricedCheckout = {
  offered: OfferedLine[];
  /** The lines priced, in the cart's order. */
  lines: CheckoutLine[];
  coupon: CartCoupon | null;
  price: CartPrice<CheckoutLine>;
  /** Why the cart may not be paid at the door (decision 0019); null when placing by another method. */
  payOnDelivery: { capKobo: number; refusals: string[] } | null;
};

/**
 * The one pricing sequence of the quote and of placing an order: products and variants as the
 * database holds them now, the delivery fee for the state, the coupon, the store orders' totals
 * (src/shared/pricing.ts) and whether the cart may be paid on delivery.
 *
 * What differs is what each does with a line that cannot be bought. The `quote` prices what can be
 * bought now, at most the stock of each, and reports the rest. An `order` refuses the whole cart
 * instead (a line gone or hidden, a size/colour missing or not the product's; the stock is taken,
 * and refused, afterwards), prices what the marketplace keeps of each line (docs/product.md#commission),
 * and refuses a coupon or a payment at the door with a 409 rather than the quote's 400.
 */
export async function priceCheckout(
  tx: DbOrTx,
  cart: CheckoutCart,
  purpose: 'quote' | 'order',
): Promise<PricedCheckout> {
  const offered = await readOffers(tx, cart.items);
  const lines = purpose === 'order' ? everyLineOrRefuse(offered) : buyableNow(offered);
  // Read before any stock is taken, so the row locks that follow are held for as few statements as can be.
  const { deliveryFees, commissionRules } =
    purpose === 'order'
      ? await readCheckoutTerms(tx, {
          storeIds: unique(lines.map((line) => line.storeId)),
          categoryIds: unique(lines.flatMap((line) => (line.categoryId ? [line.categoryId] : []))),
        })
      : { deliveryFees: cart.state ? await readDeliveryFees(tx) : null, commissionRules: null };
  const deliveryFeeKobo = deliveryFees && cart.state ? deliveryFeeForState(deliveryFees, cart.state) : null;
  // A coupon is one more adjustment of the same pricing (docs/product.md#coupons); placing the order
  // counts its use. A platform coupon is also refused for a method no card provider stands behind,
  // and in the shopper's own stores (decision 0026).
  const coupon = cart.couponCode
    ? await couponForCart(tx, cart.couponCode, lines, purpose === 'order' ? 'conflict' : 'invalid_input', {
        method: cart.method,
        shopper: cart.shopper,
      })
    : null;
  const price = priceCart(lines, {
    deliveryFeeKobo,
    commission: commissionRules ? commissionLookup(commissionRules) : undefined,
    adjust: coupon?.adjust,
  });
  const askedAtTheDoor = purpose === 'quote' || cart.method === 'pay_on_delivery';
  const payOnDelivery = askedAtTheDoor ? await payOnDeliveryOf(tx, lines, price.totalKobo) : null;
  if (purpose === 'order' && payOnDelivery?.refusals[0]) {
    const [refusal] = payOnDelivery.refusals;
    throw new AppError('conflict', refusal, { paymentMethod: refusal });
  }
  return { offered, lines, coupon, price, payOnDelivery };
}

const unique = (ids: string[]) => [...new Set(ids)];

async function readOffers(tx: DbOrTx, items: readonly CartLine[]): Promise<OfferedLine[]> {
  const products = await priceCartLines(
    tx,
    items.map((line) => line.productId),
  );
  const variants = await readCartVariants(
    tx,
    items.flatMap((line) => (line.variantId ? [line.variantId] : [])),
  );
  // A line's price and stock are its variant's when it names one (decision 0025); a line of a product
  // with options that names none (or another product's) cannot be bought as it is.
  return items.map((line) => {
    const product = products.get(line.productId);
    const offer = product
      ? cartLineOffer(product, line.variantId ? variants.get(line.variantId) : undefined, line.variantId)
      : null;
    return { line, product, offer: offer?.ok ? offer : null };
  });
}

function checkoutLine(offered: OfferedLine, index: number, quantity: number): CheckoutLine {
  const product = offered.product!;
  const offer = offered.offer!;
  return {
    index,
    storeId: product.storeId,
    storeName: product.storeName,
    offersPayOnDelivery: product.storeOffersPayOnDelivery,
    categoryId: product.categoryId,
    productId: product.id,
    productName: product.name,
    variantId: offer.variant?.id ?? null,
    variantLabel: offer.variant?.label ?? null,
    quantity,
    priceKobo: offer.priceKobo,
  };
}

/** The quote's lines: what can be bought now, at most the stock of each. */
function buyableNow(offered: OfferedLine[]): CheckoutLine[] {
  return offered.flatMap((o, i) =>
    o.product?.available && o.offer && o.offer.stockQuantity > 0
      ? [checkoutLine(o, i, Math.min(o.line.quantity, o.offer.stockQuantity))]
      : [],
  );
}

/** An order's lines: every line as asked, or the refusal of the first that cannot be sold. */
function everyLineOrRefuse(offered: OfferedLine[]): CheckoutLine[] {
  const unavailable = offered.filter((o) => !o.product?.available);
  if (unavailable.length > 0) {
    const names = unavailable.map((o) => o.product?.name ?? 'a product that was removed');
    throw new AppError('conflict', messages.checkout.unavailable(names.join(', ')));
  }
  return offered.map((o, i) => {
    if (!o.offer) {
      // Each line's size/colour (decision 0025): required of a product with options, and its own.
      const message = o.line.variantId
        ? messages.checkout.variantNotOfProduct
        : messages.checkout.chooseVariant(o.product!.options.map((option) => option.name.toLowerCase()).join(' and '));
      throw new AppError('invalid_input', message, { [`items.${i}.variantId`]: message });
    }
    return checkoutLine(o, i, o.line.quantity);
  });
}

/** Every store of the cart takes payment at the door, and the total is within the admin's cap (decision 0019). */
async function payOnDeliveryOf(tx: DbOrTx, lines: CheckoutLine[], totalKobo: number) {
  const { capKobo } = await readPayOnDeliverySettings(tx);
  const stores = lines.map((line) => ({ storeName: line.storeName, offersPayOnDelivery: line.offersPayOnDelivery }));
  return { capKobo, refusals: payOnDeliveryRefusals({ stores, totalKobo, capKobo }) };
}
