import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { balanceEntries, orderItems, orders, returnRequests } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';
import type { OrderReturnView } from '../../shared/schemas/returns.ts';
import { readReturnViews } from './read-returns.ts';

/**
 * The customer's view of returns on their order (docs/product.md#returns): its latest request, the
 * window (until the sale's hold ends) and whether a request can be opened now. Someone else's
 * order answers like a missing one.
 */
export async function readOrderReturn(db: DbOrTx, orderId: string, actor: Actor): Promise<OrderReturnView> {
  const [order] = await db
    .select({ id: orders.id, status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, actor.id)));
  if (!order) throw new AppError('not_found', messages.orders.notFound);
  const [latest] = await readReturnViews(db, eq(returnRequests.orderId, orderId), 1);
  const [sale] = await db
    .select({
      pending: balanceEntries.pending,
      availableAt: balanceEntries.availableAt,
      open: sql<boolean>`${balanceEntries.pending} and ${balanceEntries.availableAt} > now()`,
      noHold: sql<boolean>`${balanceEntries.availableAt} <= ${balanceEntries.createdAt}`,
    })
    .from(balanceEntries)
    .where(and(eq(balanceEntries.orderId, orderId), eq(balanceEntries.reason, 'order_delivered')))
    .orderBy(desc(balanceEntries.createdAt));
  const items = await db
    .select({
      orderItemId: orderItems.id,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      priceKobo: orderItems.priceKobo,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return {
    request: latest ?? null,
    delivered: order.status === 'delivered' && Boolean(sale),
    windowEndsAt: sale && !sale.noHold ? sale.availableAt.toISOString() : null,
    // A declined or rejected request leaves room for another; an accepted one (refunded) does not.
    canOpen:
      order.status === 'delivered' &&
      Boolean(sale?.open) &&
      (!latest || latest.status === 'declined' || latest.status === 'rejected'),
    items,
  };
}
