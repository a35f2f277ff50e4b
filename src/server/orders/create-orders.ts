import type { DbOrTx } from '../db/client.ts';
import { orderItems, orders, orderTracking, type ShippingAddress } from '../db/schema.ts';
import type { PaymentMethod } from '../../shared/constants.ts';
import { messages } from '../../shared/messages.ts';
import { newTrackingNumber } from '../../shared/references.ts';
import { publishOrderEvents } from './publish-order-events.ts';

export type NewOrder = {
  storeId: string;
  deliveryFeeKobo: number;
  items: { productId: string; productName: string; quantity: number; priceKobo: number }[];
};

/**
 * One order per store of a checkout (spec §9), each with its items at the given (database) prices,
 * its delivery fee in the total (decision 3) and the first tracking entry. Three statements however
 * many stores, to keep checkout quick under load.
 */
export async function createOrders(
  db: DbOrTx,
  input: {
    customerId: string;
    paymentId: string;
    paymentMethod: PaymentMethod;
    shippingAddress: ShippingAddress;
    orders: NewOrder[];
  },
) {
  const now = Date.now();
  const rows = await db
    .insert(orders)
    .values(
      input.orders.map((order) => ({
        customerId: input.customerId,
        storeId: order.storeId,
        paymentId: input.paymentId,
        paymentMethod: input.paymentMethod,
        shippingAddress: input.shippingAddress,
        deliveryFeeKobo: order.deliveryFeeKobo,
        totalAmountKobo:
          order.deliveryFeeKobo + order.items.reduce((sum, item) => sum + item.priceKobo * item.quantity, 0),
        trackingNumber: newTrackingNumber(now),
      })),
    )
    .returning({
      id: orders.id,
      storeId: orders.storeId,
      trackingNumber: orders.trackingNumber,
      totalAmountKobo: orders.totalAmountKobo,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
    });
  const idOfStore = new Map(rows.map((row) => [row.storeId, row.id]));
  await db
    .insert(orderItems)
    .values(
      input.orders.flatMap((order) => order.items.map((item) => ({ ...item, orderId: idOfStore.get(order.storeId)! }))),
    );
  await db.insert(orderTracking).values(
    rows.map((row) => ({
      orderId: row.id,
      status: messages.tracking.orderPlaced,
      notes: messages.tracking.orderPlacedNotes,
    })),
  );
  await publishOrderEvents(
    db,
    rows.map((row) => ({
      orderId: row.id,
      customerId: input.customerId,
      storeId: row.storeId,
      status: row.status,
      paymentStatus: row.paymentStatus,
    })),
  );
  return rows;
}
