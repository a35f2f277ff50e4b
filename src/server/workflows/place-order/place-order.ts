import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../errors.ts';
import { messages } from '../../../shared/messages.ts';
import type { placeOrderInputSchema } from '../../../shared/schemas/checkout.ts';
import type { Checkout } from '../../../shared/checkout.ts';
import { checkoutView } from '../../payments/read-checkout.ts';
import { earlierCheckout, requestHashOf } from './idempotency.ts';
import { paymentRouteFor } from './payment-route.ts';
import { priceCheckout } from './price-checkout.ts';
import { reserveStockAndCoupon } from './reserve-stock-and-coupon.ts';
import { recordCheckout, type RecordedCheckout } from './record-checkout.ts';
import { openCardSession, openWhatsappSession } from './open-provider-session.ts';

export type PlaceOrderInput = z.output<typeof placeOrderInputSchema>;

/**
 * Checkout (decision 0011), as named steps. In one transaction: price the cart from the database
 * (the quote's own sequence), reserve its stock and the coupon's use, record the payment and one
 * order per store, and — for WhatsApp — write the link to pay by. Anything refused rolls the whole
 * checkout back. After commit, a card provider opens the session the shopper pays in; if it cannot,
 * the checkout is withdrawn. A checkout paid on delivery (decision 0019) calls no provider and never
 * expires. A retry under the same Idempotency-Key answers with the checkout it made.
 */
export async function placeOrder(
  deps: Deps,
  input: PlaceOrderInput,
  actor: Actor,
  idempotencyKey: string | null,
): Promise<{ checkout: Checkout; replayed: boolean }> {
  const { db } = deps;
  const email = actor.email;
  if (!email) throw new AppError('invalid_input', messages.checkout.emailRequired);
  const request = { customerId: actor.id, key: idempotencyKey, hash: requestHashOf(input) };
  let route: ReturnType<typeof paymentRouteFor>;
  let recorded: RecordedCheckout;
  try {
    route = paymentRouteFor(deps.payments, input.paymentMethod);
    recorded = await db.transaction(async (tx) => {
      const priced = await priceCheckout(tx, cartOf(input, actor), 'order');
      await reserveStockAndCoupon(tx, priced, actor.id);
      const written = await recordCheckout(tx, { input, customerId: actor.id, priced, route, request });
      if (route.kind === 'whatsapp') await openWhatsappSession(tx, route, written);
      return written;
    });
  } catch (error) {
    const earlier = await earlierCheckout(db, error, request);
    if (earlier) return { checkout: earlier, replayed: true };
    throw error;
  }
  if (route.kind === 'card') {
    await openCardSession(deps, route, recorded, {
      email,
      fullName: actor.fullName,
      shippingAddress: input.shippingAddress,
    });
  }
  return { checkout: checkoutView(recorded.payment, recorded.placed), replayed: false };
}

const cartOf = (input: PlaceOrderInput, actor: Actor) => ({
  items: input.items,
  state: input.shippingAddress.state,
  couponCode: input.couponCode,
  method: input.paymentMethod,
  shopper: { customerId: actor.id, deliveryPhone: input.shippingAddress.phone },
});
