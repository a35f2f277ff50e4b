import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { couponRedemptions, coupons } from '../db/schema.ts';

/**
 * Money arrived for a checkout that had been cancelled or expired (docs/product.md#late-payments):
 * its orders may come back only if the coupon use it gave back can be taken again as checkout takes
 * one — one conditional statement within `max_uses` and the naira budget, then, under that row
 * lock, the shopper's own limit. Returns false when it cannot (the caller rolls back its savepoint
 * and refunds the payment in full); true when the use counts again, or there was none to take.
 * Whether the coupon is still switched on or in its window is not asked: the shopper accepted its
 * terms when the checkout was placed.
 */
export async function retakeCouponUse(db: DbOrTx, paymentId: string): Promise<boolean> {
  const [released] = await db
    .select({
      id: couponRedemptions.id,
      couponId: couponRedemptions.couponId,
      customerId: couponRedemptions.customerId,
      discountKobo: couponRedemptions.discountKobo,
    })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.paymentId, paymentId), isNotNull(couponRedemptions.releasedAt)));
  if (!released) return true;
  const [taken] = await db
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1`, spentKobo: sql`${coupons.spentKobo} + ${released.discountKobo}` })
    .where(
      and(
        eq(coupons.id, released.couponId),
        sql`(${coupons.maxUses} is null or ${coupons.uses} < ${coupons.maxUses})`,
        sql`(${coupons.budgetKobo} is null or ${coupons.spentKobo} + ${released.discountKobo} <= ${coupons.budgetKobo})`,
      ),
    )
    .returning({ maxUsesPerCustomer: coupons.maxUsesPerCustomer });
  if (!taken) return false;
  if (taken.maxUsesPerCustomer !== null) {
    const [used] = await db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(
        and(
          eq(couponRedemptions.couponId, released.couponId),
          eq(couponRedemptions.customerId, released.customerId),
          isNull(couponRedemptions.releasedAt),
        ),
      );
    if ((used?.n ?? 0) >= taken.maxUsesPerCustomer) return false;
  }
  const back = await db
    .update(couponRedemptions)
    .set({ releasedAt: null })
    .where(and(eq(couponRedemptions.id, released.id), isNotNull(couponRedemptions.releasedAt)))
    .returning({ id: couponRedemptions.id });
  return back.length === 1;
}
