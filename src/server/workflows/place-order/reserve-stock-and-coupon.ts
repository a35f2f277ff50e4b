import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { messages } from '../../../shared/messages.ts';
import { nameWithVariant } from '../../../shared/variants.ts';
import { stockLeft, takeStock, takeStockOfProducts } from '../../catalog/take-stock.ts';
import { takeCouponUse } from '../../coupons/take-coupon-use.ts';
import type { PricedCheckout, CheckoutLine } from './price-checkout.ts';

/**
 * Takes the stock of every line, each with a conditional update, then one use of the coupon; any
 * line short of stock, or a coupon used up meanwhile, is a 409 that rolls the checkout back. Undone
 * by the transaction's rollback until commit, and by withdrawCheckout (record-checkout.ts) after it.
 *
 * Lines are taken in (product id, variant id) order: two checkouts taking the same products — or two
 * variants of one product — lock the rows in the same order (take-stock.ts says why the product row
 * comes first). The coupon comes after the stock in every checkout: one order of row locks
 * (products, then the coupon) means two checkouts never wait on each other in a circle.
 */
export async function reserveStockAndCoupon(
  tx: DbOrTx,
  { lines, coupon }: Pick<PricedCheckout, 'lines' | 'coupon'>,
  customerId: string,
): Promise<void> {
  const byLockOrder = [...lines].sort(
    (a, b) => a.productId.localeCompare(b.productId) || (a.variantId ?? '').localeCompare(b.variantId ?? ''),
  );
  const notEnough = async (line: CheckoutLine) => {
    const left = await stockLeft(tx, line.productId, line.variantId);
    return new AppError(
      'conflict',
      messages.checkout.notEnoughStock(nameWithVariant(line.productName, line.variantLabel), left),
    );
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
  if (coupon) await takeCouponUse(tx, { couponId: coupon.id, customerId, discountKobo: coupon.discountKobo });
}
