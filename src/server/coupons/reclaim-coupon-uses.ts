import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { couponRedemptions, coupons } from '../db/schema.ts';

/**
 * Money arrived for a checkout that had been cancelled or expired, and its orders come back with the
 * discount the shopper paid for (docs/product.md#late-payments): its released coupon use counts
 * again. The shopper has paid the discounted price, so it is honoured even if the coupon was used
 * up meanwhile — the count then stays at its limit rather than pass it. Returns how many uses came back.
 */
export async function reclaimCouponUses(db: DbOrTx, paymentId: string): Promise<number> {
  const reclaimed = await db
    .update(couponRedemptions)
    .set({ releasedAt: null })
    .where(and(eq(couponRedemptions.paymentId, paymentId), isNotNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  if (reclaimed.length === 0) return 0;
  await db
    .update(coupons)
    .set({ uses: sql`least(${coupons.uses} + 1, coalesce(${coupons.maxUses}, ${coupons.uses} + 1))` })
    .where(
      inArray(
        coupons.id,
        reclaimed.map((r) => r.couponId),
      ),
    );
  return reclaimed.length;
}
