import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orderItems, orders, profiles, refunds, returnRequests, stores } from '../db/schema.ts';
import type { ReturnRequestView } from '../../shared/schemas/returns.ts';

/** A return request with its order, store, customer and item names, for whoever may see it. */
export async function readReturnViews(db: DbOrTx, where: SQL, limit = 100): Promise<ReturnRequestView[]> {
  const rows = await db
    .select({
      request: returnRequests,
      trackingNumber: orders.trackingNumber,
      storeName: stores.name,
      customerName: profiles.fullName,
      refundStatus: refunds.status,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(profiles, eq(profiles.id, returnRequests.customerId))
    .leftJoin(refunds, eq(refunds.id, returnRequests.refundId))
    .where(where)
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
    .limit(limit);
  const itemIds = rows.flatMap((r) => r.request.items.map((i) => i.orderItemId));
  const items =
    itemIds.length === 0
      ? []
      : await db
          .select({ id: orderItems.id, name: orderItems.productName, priceKobo: orderItems.priceKobo })
          .from(orderItems)
          .where(inArray(orderItems.id, itemIds));
  const byId = new Map(items.map((i) => [i.id, i]));
  return rows.map(({ request, ...r }) => ({
    id: request.id,
    orderId: request.orderId,
    trackingNumber: r.trackingNumber,
    storeName: r.storeName,
    customerName: r.customerName,
    status: request.status,
    reason: request.reason,
    comment: request.comment,
    items: request.items.map((i) => ({
      orderItemId: i.orderItemId,
      productName: byId.get(i.orderItemId)?.name ?? '',
      quantity: i.quantity,
      lineKobo: (byId.get(i.orderItemId)?.priceKobo ?? 0) * i.quantity,
    })),
    itemsKobo: request.itemsKobo,
    refundKobo: request.refundKobo,
    refundStatus: r.refundStatus,
    declineReason: request.declineReason,
    receivedAt: request.receivedAt?.toISOString() ?? null,
    createdAt: request.createdAt.toISOString(),
  }));
}

/** The requests on the caller's own stores' orders, newest first. */
export const listStoreReturns = (db: DbOrTx, ownerId: string) => readReturnViews(db, eq(stores.ownerId, ownerId));

/** The requests customers escalated, for an admin to decide, and those decided after an escalation. */
export const listEscalatedReturns = (db: DbOrTx) => readReturnViews(db, inArray(returnRequests.status, ['escalated']));

/** One request, with the order's store owner and customer, for the deciders' checks. */
export async function findReturnForDecision(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: returnRequests.id,
      status: returnRequests.status,
      items: returnRequests.items,
      itemsKobo: returnRequests.itemsKobo,
      orderId: orders.id,
      customerId: orders.customerId,
      ownerId: stores.ownerId,
      paymentId: orders.paymentId,
      totalAmountKobo: orders.totalAmountKobo,
      commissionKobo: orders.commissionKobo,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(eq(returnRequests.id, id)));
  return row;
}
