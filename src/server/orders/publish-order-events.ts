import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import type { OrderStatus, PaymentStatus } from '../../shared/constants.ts';

export const ORDER_EVENTS_CHANNEL = 'order_events';

export type OrderChange = {
  orderId: string;
  customerId: string;
  storeId: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
};

/**
 * Tells every app process that orders changed. NOTIFY inside the caller's transaction is delivered
 * only if it commits, so a subscriber never hears of a change that was rolled back.
 */
export async function publishOrderEvents(db: DbOrTx, changes: readonly OrderChange[]) {
  if (changes.length === 0) return;
  await db.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${JSON.stringify(changes)})`);
}
