import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { couponRedemptions, coupons } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { couponMessages } from '../../shared/coupons.ts';

/**
 * Counts one use of a coupon for a checkout (docs/product.md#coupons), in the checkout's
 * transaction: one conditional statement that raises `uses` only while the coupon is active, in its
 * window and not used up — so of twenty checkouts racing for the last use exactly one gets it — and
 * then, under the row lock that statement took, the shopper's own limit. A refusal is a 409 in the
 * shopper's words, and the caller's transaction rolls back everything it wrote.
 */
export async function takeCouponUse(db: DbOrTx, input: { couponId: string; customerId: string }): Promise<void> {
  const [taken] = await db
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      and(
        eq(coupons.id, input.couponId),
        eq(coupons.active, true),
        sql`(${coupons.maxUses} is null or ${coupons.uses} < ${coupons.maxUses})`,
        sql`(${coupons.startsAt} is null or ${coupons.startsAt} <= now())`,
        sql`(${coupons.endsAt} is null or ${coupons.endsAt} > now())`,
      ),
    )
    .returning({ maxUsesPerCustomer: coupons.maxUsesPerCustomer });
  if (!taken) {
    const refusal = await whyRefused(db, input.couponId);
    throw new AppError('conflict', refusal, { couponCode: refusal });
  }
  if (taken.maxUsesPerCustomer === null) return;
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
  if ((used?.n ?? 0) >= taken.maxUsesPerCustomer) {
    throw new AppError('conflict', couponMessages.alreadyUsed, { couponCode: couponMessages.alreadyUsed });
  }
}

/** The refusal of a coupon the conditional update did not take, read after it (the row as it stands now). */
async function whyRefused(db: DbOrTx, couponId: string): Promise<string> {
  const [row] = await db
    .select({
      active: coupons.active,
      starts: sql<boolean>`(${coupons.startsAt} is not null and ${coupons.startsAt} > now())`,
      ended: sql<boolean>`(${coupons.endsAt} is not null and ${coupons.endsAt} <= now())`,
    })
    .from(coupons)
    .where(eq(coupons.id, couponId));
  if (!row || !row.active) return couponMessages.inactive;
  if (row.starts) return couponMessages.notStarted;
  if (row.ended) return couponMessages.expired;
  return couponMessages.usedUp;
}
