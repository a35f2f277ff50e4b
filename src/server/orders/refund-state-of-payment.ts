import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orders } from '../db/schema.ts';

/**
 * Where a checkout's payment stands once its orders' money goes back order by order (a vendor's
 * cancel, or a cancel before the money arrived): `refunded` when every order it paid for is refunded,
 * `refund_pending` when every one is refunded or on its way back, otherwise null — an order still
 * paid for keeps the payment completed. Orders never paid (payment `cancelled`) do not count.
 */
export async function refundStateOfPayment(
  db: DbOrTx,
  paymentId: string,
): Promise<'refund_pending' | 'refunded' | null> {
  const rows = await db
    .select({ paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.paymentId, paymentId));
  const paid = rows.filter((o) => o.paymentStatus !== 'cancelled');
  if (paid.length === 0) return null;
  if (paid.every((o) => o.paymentStatus === 'refunded')) return 'refunded';
  if (paid.every((o) => o.paymentStatus === 'refunded' || o.paymentStatus === 'refund_pending')) {
    return 'refund_pending';
  }
  return null;
}
