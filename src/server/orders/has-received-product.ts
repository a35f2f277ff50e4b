import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orderItems, orders } from '../db/schema.ts';

/**
 * Whether the customer bought and received the product: an order of theirs that holds it has been
 * delivered (docs/product.md#reviews). A pending, shipped or cancelled order does not count.
 */
export async function hasReceivedProduct(db: DbOrTx, input: { customerId: string; productId: string }) {
  const [row] = await db
    .select({ received: sql<boolean>`true` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.productId, input.productId),
        eq(orders.customerId, input.customerId),
        eq(orders.status, 'delivered'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
