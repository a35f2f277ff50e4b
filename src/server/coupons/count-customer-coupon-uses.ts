import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { couponRedemptions } from '../db/schema.ts';

/**
 * How many uses of a coupon a shopper holds now: a checkout cancelled unpaid gave its use back
 * (released), so it does not count against their own limit.
 */
export async function countCustomerCouponUses(
  db: DbOrTx,
  input: { couponId: string; customerId: string },
): Promise<number> {
  const [used] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponId, input.couponId),
        eq(couponRedemptions.customerId, input.customerId),
        isNull(couponRedemptions.releasedAt),
      ),
    );
  return used?.n ?? 0;
}
