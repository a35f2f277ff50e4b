import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { balanceEntries, orders, platformCreditReviews, stores } from '../db/schema.ts';
import type { HeldPlatformCredit } from '../../shared/platform-credit.ts';

/** Every platform-funded credit waiting for an admin (decision 0026), oldest first: store, order, coupon, amount. */
export async function listHeldPlatformCredit(db: DbOrTx): Promise<HeldPlatformCredit[]> {
  const rows = await db
    .select({
      entryId: platformCreditReviews.entryId,
      storeId: stores.id,
      storeName: stores.name,
      orderId: orders.id,
      trackingNumber: orders.trackingNumber,
      couponCode: orders.couponCode,
      paymentMethod: orders.paymentMethod,
      amountKobo: balanceEntries.amountKobo,
      createdAt: platformCreditReviews.createdAt,
    })
    .from(platformCreditReviews)
    .innerJoin(balanceEntries, eq(balanceEntries.id, platformCreditReviews.entryId))
    .innerJoin(orders, eq(orders.id, balanceEntries.orderId))
    .innerJoin(stores, eq(stores.id, platformCreditReviews.storeId))
    .where(eq(platformCreditReviews.status, 'held'))
    .orderBy(asc(platformCreditReviews.createdAt), asc(platformCreditReviews.entryId));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
