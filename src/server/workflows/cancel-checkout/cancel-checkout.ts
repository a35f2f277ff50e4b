import type { DbOrTx } from '../../db/client.ts';
import { changePaymentStatus } from '../../payments/change-payment-status.ts';
import { cancelUnpaidOrders } from '../../orders/cancel-unpaid-orders.ts';
import { returnStock } from '../../catalog/return-stock.ts';
import { releaseCouponUses } from '../../coupons/release-coupon-uses.ts';

/**
 * The shopper closed the popup, or the checkout expired unpaid (decision 0011): the payment is
 * cancelled, its waiting orders are cancelled with a tracking entry, and their stock and coupon use return. Each
 * step is conditional, so repeating it — fifty cancels at once, a cancel racing the expiry — changes
 * things once. Returns whether this call did the cancelling.
 */
export async function cancelCheckout(db: DbOrTx, paymentId: string, reason: 'cancelled' | 'expired'): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await changePaymentStatus(tx, paymentId, ['pending'], 'cancelled'))) return false;
    const lines = await cancelUnpaidOrders(tx, paymentId, reason);
    await returnStock(tx, lines);
    // After the stock, as checkout takes them: the coupon's use comes back once (docs/product.md#coupons).
    await releaseCouponUses(tx, paymentId);
    return true;
  });
}
