import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { couponRedemptions, coupons } from '../db/schema.ts';

/**
 * An unpaid checkout was cancelled or expired: its coupon use goes back. The redemption is released
 * by one conditional statement (`released_at is null`), so a cancel racing the expiry gives the use
 * back once; only the call that released it lowers `uses`. Returns how many uses came back.
 */
export async function releaseCouponUses(db: DbOrTx, paymentId: string): Promise<number> {
  const released = await db
    .update(couponRedemptions)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(couponRedemptions.paymentId, paymentId), isNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  if (released.length === 0) return 0;
  await db
    .update(coupons)
    .set({ uses: sql`greatest(${coupons.uses} - 1, 0)` })
    .where(
      inArray(
        coupons.id,
        released.map((r) => r.couponId),
      ),
    );
  return released.length;
}
