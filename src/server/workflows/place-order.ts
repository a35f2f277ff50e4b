import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Deps } from '../deps.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';
import { CARD_CHECKOUT_EXPIRY_SECONDS, WHATSAPP_CHECKOUT_EXPIRY_SECONDS } from '../../shared/constants.ts';
import type { placeOrderInputSchema } from '../../shared/schemas/checkout.ts';
import type { Checkout } from '../../shared/checkout.ts';
import { newPaymentReference } from '../../shared/references.ts';
import { commissionLookup, deliveryFeeForState, priceCart } from '../../shared/pricing.ts';
import { priceCartLines } from '../catalog/price-cart-lines.ts';
import { cartLineOffer, readCartVariants } from '../catalog/read-cart-variants.ts';
import { stockLeft, takeStock, takeStockOfProducts } from '../catalog/take-stock.ts';
import { readCheckoutTerms } from './read-checkout-terms.ts';
import { readPayOnDeliverySettings } from '../pay-on-delivery/read-pay-on-delivery-settings.ts';
import { payOnDeliveryRefusals } from '../../shared/pay-on-delivery.ts';
import { createOrders, type NewOrder } from '../orders/create-orders.ts';
import { createPayment } from '../payments/create-payment.ts';
import { findPaymentByIdempotencyKey, type PaymentRow } from '../payments/find-payment.ts';
import { saveProviderData } from '../payments/change-payment-status.ts';
import { checkoutView, readCheckout } from '../payments/read-checkout.ts';
import { whatsappLink } from '../payments/providers/whatsapp-link.ts';
import { jobRow } from '../jobs/enqueue-job.ts';
import { cancelCheckout } from './cancel-checkout.ts';
import { couponForCart } from '../coupons/coupon-for-cart.ts';
import { takeCouponUse } from '../coupons/take-coupon-use.ts';
import { recordCouponRedemption } from '../coupons/record-coupon-redemption.ts';
import { couponBearer } from '../../shared/coupons.ts';

export type PlaceOrderInput = z.output<typeof placeOrderInputSchema>;

import { expireCheckoutJob } from './settle-or-cancel.ts';
import { nameWithVariant } from '../../shared/variants.ts';

/** The checkout a request asks for, independent of line order: what an Idempotency-Key stands for. */
function hashOfRequest(input: PlaceOrderInput): string {
  const lines = [...input.items]
    .sort((a, b) => a.productId.localeCompare(b.productId) || (a.variantId ?? '').localeCompare(b.variantId ?? ''))
    // The variant only when there is one, so a key made before variants existed hashes as it did.
    .map((line) =>
      line.variantId ? [line.productId, line.quantity, line.variantId] : [line.productId, line.quantity],
    );
  const a = input.shippingAddress;
  const canonical: unknown[] = [lines, [a.fullName, a.phone, a.address, a.city, a.state], input.paymentMethod];
  // Only when given, so a checkout without a coupon hashes as it always has.
  if (input.couponCode) canonical.push(input.couponCode.toLowerCase());
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * Checkout (decision 0011). In one transaction: price every line from the database, refuse what may
 * not be sold, take the stock line by line with a conditional update, and write one order per store
 * with its items and first tracking entry, one payment for them all, and the expiry that cancels
 * the checkout if it is never paid. Anything refused rolls the whole checkout back. A checkout paid
 * on delivery (decision 0019) is refused unless every store takes it and the total is within the
 * admin's cap; it calls no provider and never expires.
 *
 * The provider is asked to initialize only after commit: a slow or failing provider never holds
 * stock locks, and if this process dies in between, the expiry job still returns the stock.
 */
export async function placeOrder(
  deps: Deps,
  input: PlaceOrderInput,
  actor: Actor,
  idempotencyKey: string | null,
): Promise<{ checkout: Checkout; replayed: boolean }> {
  const { db } = deps;
  if (!actor.email) throw new AppError('invalid_input', messages.checkout.emailRequired);
  const requestHash = hashOfRequest(input);
  const replay = async (earlier: PaymentRow) => {
    // The same key with another cart is a client bug that would silently drop the second cart.
    if (earlier.requestHash !== null && earlier.requestHash !== requestHash) {
      throw new AppError('unprocessable', messages.checkout.idempotencyMismatch);
    }
    return { checkout: await readCheckout(db, earlier), replayed: true };
  };
  // A repeated key is looked for only when placing fails (below), not read up front: a checkout that
  // goes through pays no round trip for the rare retry, and the payment row's unique key stops a second.
  const method = input.paymentMethod;
  // Paid at the door (docs/product.md#pay-on-delivery): no provider; the stores and the cap decide below.
  const onDelivery = method === 'pay_on_delivery';
  const provider = method === 'whatsapp' || method === 'pay_on_delivery' ? null : deps.payments.forMethod(method);
  const whatsappNumber = deps.payments.whatsappNumber;
  // A method this marketplace has not set up (no keys, no WhatsApp number) is refused before anything is written.
  const reference = newPaymentReference();

  let payment: PaymentRow;
  let placed: Checkout['orders'];
  try {
    if (provider === undefined || (provider === null && !onDelivery && whatsappNumber === undefined)) {
      const unavailable = messages.checkout.methodUnavailable;
      throw new AppError('invalid_input', unavailable, { paymentMethod: unavailable });
    }
    ({ payment, placed } = await db.transaction(async (tx) => {
      const priced = await priceCartLines(
        tx,
        input.items.map((line) => line.productId),
      );
      const unavailable = input.items.filter((line) => !priced.get(line.productId)?.available);
      if (unavailable.length > 0) {
        const names = unavailable.map((line) => priced.get(line.productId)?.name ?? 'a product that was removed');
        throw new AppError('conflict', messages.checkout.unavailable(names.join(', ')));
      }
      // Each line's size/colour (decision 0025): required of a product with options, and its own.
      const variants = await readCartVariants(
        tx,
        input.items.flatMap((line) => (line.variantId ? [line.variantId] : [])),
      );
      const offers = input.items.map((line, i) => {
        const product = priced.get(line.productId)!;
        const offer = cartLineOffer(product, line.variantId ? variants.get(line.variantId) : undefined, line.variantId);
        if (!offer.ok) {
          const message =
            offer.reason === 'missing'
              ? messages.checkout.chooseVariant(product.options.map((o) => o.name.toLowerCase()).join(' and '))
              : messages.checkout.variantNotOfProduct;
          throw new AppError('invalid_input', message, { [`items.${i}.variantId`]: message });
        }
        return offer;
      });
      // Read before any stock is taken, so the row locks below are held for as few statements as can be.
      const pricedProducts = [...priced.values()];
      const { deliveryFees, commissionRules } = await readCheckoutTerms(tx, {
        storeIds: pricedProducts.map((p) => p.storeId),
        categoryIds: pricedProducts.flatMap((p) => (p.categoryId ? [p.categoryId] : [])),
      });
      const fee = deliveryFeeForState(deliveryFees, input.shippingAddress.state);
      // Priced once, here, from the database's prices: each order's fee and total and the payment's
      // amount, and what the marketplace keeps of each line, frozen on the order (docs/product.md#commission).
      const lines = input.items.map((line, i) => {
        const product = priced.get(line.productId)!;
        return {
          storeId: product.storeId,
          storeName: product.storeName,
          categoryId: product.categoryId,
          productId: product.id,
          productName: product.name,
          quantity: line.quantity,
          priceKobo: offers[i]!.priceKobo,
          variantId: offers[i]!.variant?.id ?? null,
          variantLabel: offers[i]!.variant?.label ?? null,
        };
      });
      // A coupon is one more adjustment of the same pricing (docs/product.md#coupons); its use is counted below.
      const coupon = input.couponCode ? await couponForCart(tx, input.couponCode, lines, 'conflict') : null;
      const price = priceCart(lines, {
        deliveryFeeKobo: fee,
        commission: commissionLookup(commissionRules),
        adjust: coupon?.adjust,
      });
      if (onDelivery) {
        // Every store of the cart takes payment at the door, and the total is within the cap (decision 0019).
        const { capKobo } = await readPayOnDeliverySettings(tx);
        const stores = input.items.map((line) => {
          const product = priced.get(line.productId)!;
          return { storeName: product.storeName, offersPayOnDelivery: product.storeOffersPayOnDelivery };
        });
        const [refusal] = payOnDeliveryRefusals({ stores, totalKobo: price.totalKobo, capKobo });
        if (refusal) throw new AppError('conflict', refusal, { paymentMethod: refusal });
      }
      // Lines in (product id, variant id) order: two checkouts taking the same products — or two variants
      // of one product — lock the rows in the same order (take-stock.ts says why the product row comes first).
      const byLockOrder = input.items
        .map((line, i) => ({ ...line, variantId: line.variantId ?? null, i }))
        .sort((a, b) => a.productId.localeCompare(b.productId) || (a.variantId ?? '').localeCompare(b.variantId ?? ''));
      const notEnough = async (line: (typeof byLockOrder)[number]) => {
        const left = await stockLeft(tx, line.productId, line.variantId);
        const name = nameWithVariant(priced.get(line.productId)!.name, offers[line.i]!.variant?.label);
        return new AppError('conflict', messages.checkout.notEnoughStock(name, left));
      };
      const plainCart =
        byLockOrder.every((line) => line.variantId === null) &&
        new Set(byLockOrder.map((line) => line.productId)).size === byLockOrder.length;
      if (plainCart) {
        // One statement for the whole cart; the first line short of stock, in lock order, is named.
        const short = new Set(await takeStockOfProducts(tx, byLockOrder));
        const first = byLockOrder.find((line) => short.has(line.productId));
        if (first) throw await notEnough(first);
      } else {
        for (const line of byLockOrder) {
          if (!(await takeStock(tx, line.productId, line.quantity, line.variantId))) throw await notEnough(line);
        }
      }
      // The coupon's use is counted after the stock, in every checkout: one order of row locks
      // (products, then the coupon) means two checkouts never wait on each other in a cycle.
      if (coupon) await takeCouponUse(tx, { couponId: coupon.id, customerId: actor.id });
      const newOrders: (NewOrder & { storeName: string })[] = price.stores.map((store) => ({
        storeId: store.storeId,
        storeName: store.lines[0]!.storeName,
        deliveryFeeKobo: fee,
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
      const amountKobo = price.totalKobo;
      const created = await createPayment(tx, {
        reference,
        customerId: actor.id,
        provider: provider?.id ?? (onDelivery ? 'pay_on_delivery' : 'whatsapp'),
        paymentMethod: input.paymentMethod,
        status: onDelivery ? 'on_delivery' : 'pending',
        amountKobo,
        idempotencyKey,
        requestHash,
      });
      if (coupon)
        await recordCouponRedemption(tx, { couponId: coupon.id, customerId: actor.id, paymentId: created.id });
      const orderRows = await createOrders(tx, {
        customerId: actor.id,
        paymentId: created.id,
        paymentMethod: input.paymentMethod,
        shippingAddress: input.shippingAddress,
        orders: newOrders,
        // Nothing is awaited online from a checkout paid at the door, so it never expires.
        alsoQueue: onDelivery
          ? []
          : [
              jobRow(
                expireCheckoutJob,
                { paymentId: created.id },
                { runAfterSeconds: provider ? CARD_CHECKOUT_EXPIRY_SECONDS : WHATSAPP_CHECKOUT_EXPIRY_SECONDS },
              ),
            ],
      });
      if (!provider && !onDelivery) {
        const url = whatsappLink({
          number: whatsappNumber!, // set: checked above
          paymentReference: reference,
          totalKobo: amountKobo,
          // In the cart's order of stores, as the orders were created.
          orders: newOrders.map((order) => {
            const row = orderRows.find((r) => r.storeId === order.storeId)!;
            return {
              trackingNumber: row.trackingNumber,
              storeName: order.storeName,
              totalAmountKobo: row.totalAmountKobo,
              items: order.items.map((i) => ({
                name: nameWithVariant(i.productName, i.variantLabel),
                quantity: i.quantity,
              })),
            };
          }),
        });
        await saveProviderData(tx, created.id, { url });
        created.providerData = { url };
      }
      // What readCheckout would read back after commit, from the rows just written (sorted by store name).
      const placed = orderRows.map((row) => ({
        id: row.id,
        trackingNumber: row.trackingNumber,
        storeName: row.storeName,
        totalAmountKobo: row.totalAmountKobo,
      }));
      return { payment: created, placed };
    }));
  } catch (error) {
    // The key's checkout exists: made earlier (then this cart may now be refused: sold out, a method
    // withdrawn), or by a request that raced this one, whose payment row's unique key rolled this back.
    if (idempotencyKey && (isUniqueViolation(error) || error instanceof AppError)) {
      const earlier = await findPaymentByIdempotencyKey(db, actor.id, idempotencyKey);
      if (earlier) return replay(earlier);
    }
    throw error;
  }

  if (provider && provider.id !== 'sandbox') {
    try {
      const data = await provider.initialize({
        reference,
        amountKobo: payment.amountKobo,
        email: actor.email,
        customerName: input.shippingAddress.fullName || actor.fullName,
        customerPhone: input.shippingAddress.phone,
        returnUrl: `${deps.config.publicUrl}/checkout/return?reference=${encodeURIComponent(reference)}`,
        sessionMinutes: CARD_CHECKOUT_EXPIRY_SECONDS / 60,
      });
      await saveProviderData(db, payment.id, data);
      payment.providerData = data;
    } catch (error) {
      deps.logger.error({ err: error, reference, provider: provider.id }, 'payment initialize failed');
      // The shopper cannot pay, so the stock goes back now rather than in 30 minutes.
      await cancelCheckout(db, payment.id, 'cancelled');
      throw new AppError('unavailable', messages.checkout.providerUnavailable);
    }
  }
  return { checkout: checkoutView(payment, placed), replayed: false };
}
