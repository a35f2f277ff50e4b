import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orderItems, products } from '../db/schema.ts';
import type { OrderItemView } from '../../shared/checkout.ts';

/**
 * Adds each order's items (product name, quantity, unit price, first image) in one query, and
 * turns the date into text for JSON. Every order list — the customer's, the vendor's, the admin's —
 * shows its items the same way.
 */
export async function withItems<R extends { id: string; createdAt: Date }>(
  db: DbOrTx,
  rows: R[],
): Promise<(Omit<R, 'createdAt'> & { createdAt: string; items: OrderItemView[] })[]> {
  const items =
    rows.length === 0
      ? []
      : await db
          .select({
            orderId: orderItems.orderId,
            productId: orderItems.productId,
            productName: orderItems.productName,
            variantLabel: orderItems.variantLabel,
            quantity: orderItems.quantity,
            priceKobo: orderItems.priceKobo,
            images: products.images,
          })
          .from(orderItems)
          .leftJoin(products, eq(products.id, orderItems.productId))
          .where(
            inArray(
              orderItems.orderId,
              rows.map((o) => o.id),
            ),
          )
          .orderBy(asc(orderItems.productName));
  return rows.map((order) => ({
    ...order,
    createdAt: order.createdAt.toISOString(),
    items: items
      .filter((item) => item.orderId === order.id)
      .map(({ orderId: _orderId, images, ...item }) => ({ ...item, image: images?.[0] ?? null })),
  }));
}
