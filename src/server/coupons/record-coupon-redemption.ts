import type { DbOrTx } from '../db/client.ts';
import { couponRedemptions } from '../db/schema.ts';

/** The use takeCouponUse counted, tied to its checkout's payment: what the shopper's limit counts and a cancel gives back. */
export async function recordCouponRedemption(
  db: DbOrTx,
  input: { couponId: string; customerId: string; paymentId: string; discountKobo: number },
): Promise<void> {
  await db.insert(couponRedemptions).values(input);
}
