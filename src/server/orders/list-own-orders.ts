import { and, desc, eq, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orders, payments, stores } from '../db/schema.ts';
import { withItems } from './with-items.ts';
import type { Actor } from '../actor.ts';
import { ORDERS_PAGE_SIZE } from '../../shared/constants.ts';
import type { OrdersPage } from '../../shared/checkout.ts';

/**
 * A customer's own orders, newest first, a page at a time, with their items (docs/product.md#order-status).
 * `cancelledAttempts: 'exclude'` leaves out checkout attempts cancelled before any payment (the
 * order and its payment both cancelled), so a few abandoned tries do not crowd a short list out.
 */
export async function listOwnOrders(
  db: DbOrTx,
  input: { page: number; cancelledAttempts?: 'include' | 'exclude' },
  actor: Actor,
): Promise<OrdersPage> {
  const rows = await db
    .select({
      id: orders.id,
      trackingNumber: orders.trackingNumber,
      storeId: orders.storeId,
      storeName: stores.name,
      storeSlug: stores.slug,
      createdAt: orders.createdAt,
      totalAmountKobo: orders.totalAmountKobo,
      deliveryFeeKobo: orders.deliveryFeeKobo,
      couponCode: orders.couponCode,
      discountKobo: orders.discountKobo,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      paymentReference: payments.reference,
      shippingAddress: orders.shippingAddress,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(payments, eq(payments.id, orders.paymentId))
    .where(
      and(
        eq(orders.customerId, actor.id),
        input.cancelledAttempts === 'exclude'
          ? or(
              ne(orders.status, 'cancelled'),
              ne(orders.paymentStatus, 'cancelled'),
              // Nothing is paid before the door: a cancelled one was a real order, not an attempt.
              eq(orders.paymentMethod, 'pay_on_delivery'),
            )
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_PAGE_SIZE + 1)
    .offset((input.page - 1) * ORDERS_PAGE_SIZE);
  return {
    page: input.page,
    hasMore: rows.length > ORDERS_PAGE_SIZE,
    orders: await withItems(db, rows.slice(0, ORDERS_PAGE_SIZE)),
  };
}
