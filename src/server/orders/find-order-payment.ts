import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import type { PaymentMethod } from '../../shared/constants.ts';

/** How an order is paid and which checkout's payment it belongs to, read before any lock is taken. */
export async function findOrderPayment(
  db: DbOrTx,
  orderId: string,
): Promise<{ paymentId: string | null; paymentMethod: PaymentMethod } | null> {
  const [row] = await db
    .select({ paymentId: orders.paymentId, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}
