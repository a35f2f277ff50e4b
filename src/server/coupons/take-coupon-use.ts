import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { coupons } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { couponMessages } from '../../shared/coupons.ts';
import { messages } from '../../shared/messages.ts';
import { countCustomerCouponUses } from './count-customer-coupon-uses.ts';

/**
 * Counts one use of a coupon for a checkout (docs/product.md#coupons), in the checkout's
 * transaction: one conditional statement that raises `uses` and charges the discount to the naira
 * budget only while the coupon is active, in its window, not used up and within its budget — so of
 * twenty checkouts racing for the last use exactly one gets it — and then, under the row lock that
 * statement took, the shopper's own limit. A refusal is a 409 in the shopper's words, and the
 * caller's transaction rolls back everything it wrote.
 */
export async function takeCouponUse(
  db: DbOrTx,
  input: { couponId: string; customerId: string; discountKobo: number },
): Promise<void> {
  const [taken] = await db
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1`, spentKobo: sql`${coupons.spentKobo} + ${input.discountKobo}` })
    .where(
      and(
        eq(coupons.id, input.couponId),
        eq(coupons.active, true),
        sql`(${coupons.maxUses} is null or ${coupons.uses} < ${coupons.maxUses})`,
        sql`(${coupons.budgetKobo} is null or ${coupons.spentKobo} + ${input.discountKobo} <= ${coupons.budgetKobo})`,
        sql`(${coupons.startsAt} is null or ${coupons.startsAt} <= now())`,
        sql`(${coupons.endsAt} is null or ${coupons.endsAt} > now())`,
      ),
    )
    .returning({ maxUsesPerCustomer: coupons.maxUsesPerCustomer });
  if (!taken) {
    const refusal = await whyRefused(db, input.couponId, input.discountKobo);
    throw new AppError('conflict', refusal, { couponCode: refusal });
  }
  if (taken.maxUsesPerCustomer === null) return;
  if ((await countCustomerCouponUses(db, input)) >= taken.maxUsesPerCustomer) {
    throw new AppError('conflict', couponMessages.alreadyUsed, { couponCode: couponMessages.alreadyUsed });
  }
}

/** The refusal of a coupon the conditional update did not take, read after it (the row as it stands now). */
async function whyRefused(db: DbOrTx, couponId: string, discountKobo: number): Promise<string> {
  const [row] = await db
    .select({
      active: coupons.active,
      overBudget: sql<boolean>`(${coupons.budgetKobo} is not null and ${coupons.spentKobo} + ${discountKobo} > ${coupons.budgetKobo})`,
      usedUp: sql<boolean>`(${coupons.maxUses} is not null and ${coupons.uses} >= ${coupons.maxUses})`,
      starts: sql<boolean>`(${coupons.startsAt} is not null and ${coupons.startsAt} > now())`,
      ended: sql<boolean>`(${coupons.endsAt} is not null and ${coupons.endsAt} <= now())`,
    })
    .from(coupons)
    .where(eq(coupons.id, couponId));
  if (!row || !row.active) return couponMessages.inactive;
  if (row.starts) return couponMessages.notStarted;
  if (row.ended) return couponMessages.expired;
  if (row.overBudget && !row.usedUp) return messages.promotions.budgetSpent;
  return couponMessages.usedUp;
}
