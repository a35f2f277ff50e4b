import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orderItems, orders } from '../db/schema.ts';

/**
 * Every item of a checkout's orders, with its order's status (to know which units are out of stock), in
 * the (product, variant) order stock is taken in (catalog/take-stock.ts).
 */
export async function itemsOfPayment(db: DbOrTx, paymentId: string) {
  return db
    .select({
      orderId: orders.id,
      orderStatus: orders.status,
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      priceKobo: orderItems.priceKobo,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.paymentId, paymentId))
    .orderBy(orderItems.productId, orderItems.variantId);
}
