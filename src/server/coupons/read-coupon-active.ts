import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { coupons } from '../db/schema.ts';

/** Whether a coupon is on, before it is switched: the audit trail's "before" (null when there is none). */
export async function readCouponActive(db: DbOrTx, couponId: string): Promise<boolean | null> {
  const [row] = await db.select({ active: coupons.active }).from(coupons).where(eq(coupons.id, couponId));
  return row?.active ?? null;
}
