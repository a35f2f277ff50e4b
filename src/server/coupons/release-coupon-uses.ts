import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { couponRedemptions, coupons } from '../db/schema.ts';

/**
 * An unpaid checkout was cancelled or expired: its coupon use, and the discount it charged to the
 * coupon's budget, go back. The redemption is released by one conditional statement
 * (`released_at is null`), so a cancel racing the expiry gives the use back once; only the call that
 * released it lowers `uses` and `spent_kobo`. Returns how many uses came back.
 */
export async function releaseCouponUses(db: DbOrTx, paymentId: string): Promise<number> {
  const released = await db
    .update(couponRedemptions)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(couponRedemptions.paymentId, paymentId), isNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId, discountKobo: couponRedemptions.discountKobo });
  for (const use of released) {
    await db
      .update(coupons)
      .set({
        uses: sql`greatest(${coupons.uses} - 1, 0)`,
        spentKobo: sql`greatest(${coupons.spentKobo} - ${use.discountKobo}, 0)`,
      })
      .where(eq(coupons.id, use.couponId));
  }
  return released.length;
}
