import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orderItems, orders, orderTracking, stores, type ShippingAddress } from '../db/schema.ts';
import { insertJobs, type JobRow } from '../jobs/enqueue-job.ts';
import { orderMailJobs } from './queue-order-mail.ts';
import type { CouponBearer, PaymentMethod } from '../../shared/constants.ts';
import { messages } from '../../shared/messages.ts';
import { newTrackingNumber } from '../../shared/references.ts';
import type { CommissionCharge } from '../../shared/pricing.ts';
import { ORDER_EVENTS_CHANNEL, type OrderChange } from './publish-order-events.ts';

export type NewOrder = {
  storeId: string;
  deliveryFeeKobo: number;
  /** The items, the delivery fee and any adjustments, as priceCart (src/shared/pricing.ts) totals them. */
  totalAmountKobo: number;
  /** What the marketplace keeps of the order, as priceCart worked it out: frozen here (docs/product.md#commission). */
  commission: { amountKobo: number; delivery: CommissionCharge | null };
  /** The coupon it was placed with and what it took off its goods (docs/product.md#coupons); null or left out: none. */
  coupon?: { code: string; bearer: CouponBearer; discountKobo: number } | null;
  items: {
    productId: string;
    productName: string;
    /** The size/colour bought and its label, frozen (decision 0025); null without options. */
    variantId?: string | null;
    variantLabel?: string | null;
    quantity: number;
    priceKobo: number;
    commission: CommissionCharge;
    /** The line's share of the coupon's discount. */
    discountKobo?: number;
  }[];
};

/** A frozen rule as columns: which rule applied and its terms, with the amount it came to. */
const frozenItemCommission = ({ rule, amountKobo }: CommissionCharge) => ({
  commissionKobo: amountKobo,
  commissionScope: rule?.scope ?? null,
  commissionBp: rule?.percentBp ?? 0,
  commissionFlatKobo: rule?.flatKobo ?? 0,
  commissionFloorKobo: rule?.floorKobo ?? null,
  commissionCapKobo: rule?.capKobo ?? null,
});

const frozenDeliveryCommission = (charge: CommissionCharge | null) => ({
  deliveryCommissionKobo: charge?.amountKobo ?? 0,
  deliveryCommissionScope: charge?.rule?.scope ?? null,
  deliveryCommissionBp: charge?.rule?.percentBp ?? null,
  deliveryCommissionFlatKobo: charge?.rule?.flatKobo ?? null,
  deliveryCommissionFloorKobo: charge?.rule?.floorKobo ?? null,
  deliveryCommissionCapKobo: charge?.rule?.capKobo ?? null,
});

/**
 * One order per store of a checkout (docs/product.md#placing-orders), each with its items at the given (database) prices,
 * its delivery fee and total as the checkout priced them (docs/product.md#delivery-fees), its commission and each item's, frozen with
 * the rules they fell under (docs/product.md#commission), the first tracking entry, and the order event
 * (publishOrderEvents' NOTIFY, delivered on commit). One statement however many stores, to keep
 * checkout quick under load: the order ids are made here, so the orders, their items and tracking
 * entries are inserted together (data-modifying CTEs; the foreign keys are checked at the end of
 * the statement). Returns the orders sorted by store name, as readCheckout lists them.
 */
export async function createOrders(
  db: DbOrTx,
  input: {
    customerId: string;
    paymentId: string;
    paymentMethod: PaymentMethod;
    shippingAddress: ShippingAddress;
    orders: NewOrder[];
    /** Other jobs the checkout queues (its expiry), written by this same statement. */
    alsoQueue?: readonly JobRow[];
  },
) {
  // Paid at the door: nothing is awaited online, and the first entry says how it is paid.
  const onDelivery = input.paymentMethod === 'pay_on_delivery';
  const placedEntry = {
    status: messages.tracking.orderPlaced,
    notes: onDelivery ? messages.payOnDelivery.placedNotes : messages.tracking.orderPlacedNotes,
  };
  const now = Date.now();
  const placed = input.orders.map((order) => ({
    ...order,
    id: randomUUID(),
    trackingNumber: newTrackingNumber(now),
  }));
  const status = 'pending' as const;
  const paymentStatus = onDelivery ? ('on_delivery' as const) : ('pending' as const);
  const changes: OrderChange[] = placed.map((order) => ({
    orderId: order.id,
    customerId: input.customerId,
    storeId: order.storeId,
    status,
    paymentStatus,
  }));
  const newOrders = db.$with('new_orders').as(
    db
      .insert(orders)
      .values(
        placed.map((order) => ({
          id: order.id,
          customerId: input.customerId,
          storeId: order.storeId,
          paymentId: input.paymentId,
          paymentMethod: input.paymentMethod,
          paymentStatus,
          status,
          shippingAddress: input.shippingAddress,
          deliveryFeeKobo: order.deliveryFeeKobo,
          totalAmountKobo: order.totalAmountKobo,
          commissionKobo: order.commission.amountKobo,
          ...frozenDeliveryCommission(order.commission.delivery),
          couponCode: order.coupon?.code ?? null,
          couponBearer: order.coupon?.bearer ?? null,
          discountKobo: order.coupon?.discountKobo ?? 0,
          trackingNumber: order.trackingNumber,
        })),
      )
      .returning({
        id: orders.id,
        storeId: orders.storeId,
        trackingNumber: orders.trackingNumber,
        totalAmountKobo: orders.totalAmountKobo,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
      }),
  );
  const newItems = db.$with('new_items').as(
    db
      .insert(orderItems)
      .values(
        placed.flatMap((order) =>
          order.items.map(({ commission, ...item }) => ({
            ...item,
            ...frozenItemCommission(commission),
            orderId: order.id,
          })),
        ),
      )
      .returning({ id: orderItems.id }),
  );
  const newTracking = db.$with('new_tracking').as(
    db
      .insert(orderTracking)
      .values(placed.map((order) => ({ orderId: order.id, ...placedEntry })))
      .returning({ id: orderTracking.id }),
  );
  const newMail = db.$with('new_mail').as(
    insertJobs(db, [
      ...orderMailJobs(
        placed.map((order) => order.id),
        placedEntry,
      ),
      ...(input.alsoQueue ?? []),
    ]),
  );
  // An uncorrelated scalar subquery runs once for the statement, however many orders it returns.
  const notify = sql`(select pg_notify(${ORDER_EVENTS_CHANNEL}, ${JSON.stringify(changes)}))`;
  const rows = await db
    .with(newOrders, newItems, newTracking, newMail)
    .select({
      id: newOrders.id,
      storeId: newOrders.storeId,
      storeName: stores.name,
      trackingNumber: newOrders.trackingNumber,
      totalAmountKobo: newOrders.totalAmountKobo,
      status: newOrders.status,
      paymentStatus: newOrders.paymentStatus,
      notified: sql<string>`${notify}`,
    })
    .from(newOrders)
    .innerJoin(stores, eq(stores.id, newOrders.storeId))
    .orderBy(asc(stores.name));
  return rows.map(({ notified: _, ...row }) => row);
}
