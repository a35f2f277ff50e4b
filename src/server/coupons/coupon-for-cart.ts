import type { DbOrTx } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { ErrorCode } from '../../shared/errors.ts';
import { applyCoupon, couponMessages, type CouponTerms } from '../../shared/coupons.ts';
import type { PriceAdjustment, PricingLine } from '../../shared/pricing.ts';
import { findCouponByCode } from './find-coupon-by-code.ts';

export type CartCoupon = {
  id: string;
  terms: CouponTerms;
  /** priceCart's `adjust`: the coupon's discount per store order. */
  adjust: (order: { storeId: string }) => PriceAdjustment[];
};

/**
 * The coupon a shopper typed, applied to their cart's lines (docs/product.md#coupons), or an error
 * naming the `couponCode` field: `invalid_input` (400) for the quote, `conflict` (409) when placing
 * the order. Whether it is used up is asked again, under a row lock, when the order is placed.
 */
export async function couponForCart(
  db: DbOrTx,
  code: string,
  lines: readonly PricingLine[],
  refusal: Extract<ErrorCode, 'invalid_input' | 'conflict'>,
): Promise<CartCoupon> {
  const coupon = await findCouponByCode(db, code);
  if (!coupon) {
    throw new AppError('invalid_input', couponMessages.notFound, { couponCode: couponMessages.notFound });
  }
  const outcome = applyCoupon(coupon, lines, new Date());
  if (!outcome.ok) throw new AppError(refusal, outcome.message, { couponCode: outcome.message });
  return { id: coupon.id, terms: coupon, adjust: outcome.adjust };
}
