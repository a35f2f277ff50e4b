import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orderItems, orders, products, profiles, stores } from '../db/schema.ts';
import type { ManagedOrder } from '../../shared/fulfilment.ts';

/** The columns of an order as a vendor or an admin manages it (spec §2): who bought it, and where it goes. */
export const managedOrderColumns = {
  id: orders.id,
  trackingNumber: orders.trackingNumber,
  storeId: orders.storeId,
  storeName: stores.name,
  createdAt: orders.createdAt,
  customerName: profiles.fullName,
  customerEmail: profiles.email,
  customerPhone: profiles.phone,
  totalAmountKobo: orders.totalAmountKobo,
  deliveryFeeKobo: orders.deliveryFeeKobo,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  shippingAddress: orders.shippingAddress,
};

type Row = Omit<ManagedOrder, 'createdAt' | 'items'> & { createdAt: Date };

/** Adds each order's items (product name, quantity, unit price, first image) in one query. */
export async function withItems(db: DbOrTx, rows: Row[]): Promise<ManagedOrder[]> {
  const items =
    rows.length === 0
      ? []
      : await db
          .select({
            orderId: orderItems.orderId,
            productId: orderItems.productId,
            productName: orderItems.productName,
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
