import type { DbOrTx } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { ErrorCode } from '../../shared/errors.ts';
import type { PaymentMethod } from '../../shared/constants.ts';
import { messages } from '../../shared/messages.ts';
import { applyCoupon, couponMessages, couponMethodRefusal, type CouponTerms } from '../../shared/coupons.ts';
import type { PriceAdjustment, PricingLine } from '../../shared/pricing.ts';
import { countCustomerCouponUses } from './count-customer-coupon-uses.ts';
import { findCouponByCode } from './find-coupon-by-code.ts';
import { linkedStoreOfShopper } from './linked-store-of-shopper.ts';

export type CartCoupon = {
  id: string;
  terms: CouponTerms;
  /** The whole discount, over every store order: what the coupon's naira budget is charged. */
  discountKobo: number;
  /** priceCart's `adjust`: the coupon's discount per store order. */
  adjust: (order: { storeId: string }) => PriceAdjustment[];
};

/**
 * The coupon a shopper typed, applied to their cart's lines (docs/product.md#coupons), or an error
 * naming the `couponCode` field: `invalid_input` (400) for the quote, `conflict` (409) when placing
 * the order. Whether it is used up is asked again, under a row lock, when the order is placed.
 *
 * A platform coupon is the platform's money (decision 0026), so it is also refused with a payment
 * method no card provider stands behind (`method`, when known), and in a store the shopper owns or
 * that is paid into their own account or phone (`shopper`, when signed in).
 */
export async function couponForCart(
  db: DbOrTx,
  code: string,
  lines: readonly PricingLine[],
  refusal: Extract<ErrorCode, 'invalid_input' | 'conflict'>,
  context: { method?: PaymentMethod; shopper?: { customerId: string; deliveryPhone?: string | null } | null } = {},
): Promise<CartCoupon> {
  const coupon = await findCouponByCode(db, code);
  if (!coupon) {
    throw new AppError('invalid_input', couponMessages.notFound, { couponCode: couponMessages.notFound });
  }
  const refuse = (message: string) => new AppError(refusal, message, { couponCode: message });
  const outcome = applyCoupon(coupon, lines, new Date());
  if (!outcome.ok) throw refuse(outcome.message);
  const methodRefusal = context.method ? couponMethodRefusal(coupon, context.method) : null;
  if (methodRefusal) throw refuse(methodRefusal);
  // Asked here too, so the quote refuses a coupon the shopper has used up as checkout would (under
  // a row lock, takeCouponUse asks again when the order is placed).
  if (
    coupon.maxUsesPerCustomer !== null &&
    context.shopper &&
    (await countCustomerCouponUses(db, { couponId: coupon.id, customerId: context.shopper.customerId })) >=
      coupon.maxUsesPerCustomer
  )
    throw refuse(couponMessages.alreadyUsed);
  if (coupon.storeId === null && context.shopper) {
    const linked = await linkedStoreOfShopper(db, context.shopper, [...outcome.discounts.keys()]);
    if (linked) throw refuse(messages.promotions.linkedStore(linked));
  }
  const discountKobo = [...outcome.discounts.values()].reduce((total, d) => total + d, 0);
  return { id: coupon.id, terms: coupon, discountKobo, adjust: outcome.adjust };
}
