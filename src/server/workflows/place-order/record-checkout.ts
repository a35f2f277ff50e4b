import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { CARD_CHECKOUT_EXPIRY_SECONDS, WHATSAPP_CHECKOUT_EXPIRY_SECONDS } from '../../../shared/constants.ts';
import type { placeOrderInputSchema } from '../../../shared/schemas/checkout.ts';
import type { Checkout } from '../../../shared/checkout.ts';
import { couponBearer } from '../../../shared/coupons.ts';
import { newPaymentReference } from '../../../shared/references.ts';
import { nameWithVariant } from '../../../shared/variants.ts';
import { createOrders, type NewOrder } from '../../orders/create-orders.ts';
import { createPayment } from '../../payments/create-payment.ts';
import type { PaymentRow } from '../../payments/find-payment.ts';
import { recordCouponRedemption } from '../../coupons/record-coupon-redemption.ts';
import { jobRow } from '../../jobs/enqueue-job.ts';
import { cancelCheckout } from '../cancel-checkout/cancel-checkout.ts';
import { expireCheckoutJob } from '../settle-or-cancel/settle-or-cancel.ts';
import type { PaymentRoute } from './payment-route.ts';
import type { PricedCheckout } from './price-checkout.ts';

/** A checkout written: its payment, and its orders as the shopper's view lists them (by store name). */
export type RecordedCheckout = {
  payment: PaymentRow;
  placed: Checkout['orders'];
  /** The orders in the cart's order of stores, as they were created, with what each holds. */
  orders: {
    storeName: string;
    trackingNumber: string;
    totalAmountKobo: number;
    items: { name: string; quantity: number }[];
  }[];
};

/**
 * Writes the checkout as priced: one payment for the whole cart (its amount the priced total, its
 * Idempotency-Key unique per shopper), the coupon's redemption, and one order per store with its
 * items at the database's prices, what the marketplace keeps of each line (frozen on the order,
 * docs/product.md#commission), its first tracking entry and mail, and the expiry that cancels the
 * checkout if it is never paid. Its undo once committed is withdrawCheckout.
 */
export async function recordCheckout(
  tx: DbOrTx,
  checkout: {
    input: z.output<typeof placeOrderInputSchema>;
    customerId: string;
    priced: PricedCheckout;
    route: PaymentRoute;
    request: { key: string | null; hash: string };
  },
): Promise<RecordedCheckout> {
  const { input, customerId, priced, route } = checkout;
  const { price, coupon } = priced;
  const onDelivery = route.kind === 'on_delivery';
  const newOrders = newOrdersOf(priced);
  const payment = await createPayment(tx, {
    reference: newPaymentReference(),
    customerId,
    provider: route.kind === 'card' ? route.provider.id : onDelivery ? 'pay_on_delivery' : 'whatsapp',
    paymentMethod: input.paymentMethod,
    status: onDelivery ? 'on_delivery' : 'pending',
    amountKobo: price.totalKobo,
    idempotencyKey: checkout.request.key,
    requestHash: checkout.request.hash,
  });
  if (coupon) {
    await recordCouponRedemption(tx, {
      couponId: coupon.id,
      customerId,
      paymentId: payment.id,
      discountKobo: coupon.discountKobo,
    });
  }
  const rows = await createOrders(tx, {
    customerId,
    paymentId: payment.id,
    paymentMethod: input.paymentMethod,
    shippingAddress: input.shippingAddress,
    orders: newOrders,
    alsoQueue: expiryOf(route, payment.id),
  });
  return {
    payment,
    // What readCheckout would read back after commit, from the rows just written (sorted by store name).
    placed: rows.map(({ id, trackingNumber, storeName, totalAmountKobo }) => ({
      id,
      trackingNumber,
      storeName,
      totalAmountKobo,
    })),
    orders: newOrders.map((order) => {
      const row = rows.find((r) => r.storeId === order.storeId)!;
      return {
        storeName: order.storeName,
        trackingNumber: row.trackingNumber,
        totalAmountKobo: row.totalAmountKobo,
        items: order.items.map((item) => ({
          name: nameWithVariant(item.productName, item.variantLabel),
          quantity: item.quantity,
        })),
      };
    }),
  };
}

/**
 * The undo of a committed checkout that cannot go on (its provider would not open a session): the
 * payment and its orders are cancelled, and their stock and the coupon's use return, at once rather
 * than at the expiry.
 */
export async function withdrawCheckout(db: DbOrTx, paymentId: string): Promise<void> {
  await cancelCheckout(db, paymentId, 'cancelled');
}

/** Priced store orders as the orders domain writes them. */
function newOrdersOf({ price, coupon }: PricedCheckout): (NewOrder & { storeName: string })[] {
  return price.stores.map((store) => ({
    storeId: store.storeId,
    storeName: store.lines[0]!.storeName,
    deliveryFeeKobo: store.deliveryFeeKobo ?? 0,
    totalAmountKobo: store.totalKobo,
    commission: { amountKobo: store.commission.amountKobo, delivery: store.commission.delivery },
    coupon: coupon && {
      code: coupon.terms.code,
      bearer: couponBearer(coupon.terms),
      discountKobo: store.lineDiscountsKobo.reduce((total, d) => total + d, 0),
    },
    items: store.lines.map(({ productId, productName, quantity, priceKobo, variantId, variantLabel }, i) => ({
      productId,
      productName,
      variantId,
      variantLabel,
      quantity,
      priceKobo,
      commission: store.commission.lines[i]!,
      discountKobo: store.lineDiscountsKobo[i] ?? 0,
    })),
  }));
}

/** The job that cancels the checkout if it is never paid; none paid at the door, where nothing is awaited online. */
function expiryOf(route: PaymentRoute, paymentId: string) {
  if (route.kind === 'on_delivery') return [];
  const runAfterSeconds = route.kind === 'card' ? CARD_CHECKOUT_EXPIRY_SECONDS : WHATSAPP_CHECKOUT_EXPIRY_SECONDS;
  return [jobRow(expireCheckoutJob, { paymentId }, { runAfterSeconds })];
}
