import { and, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orderItems, orders, profiles, refunds, returnRequests, stores, type ReturnPhoto } from '../db/schema.ts';
import type { ReturnPhotoView, ReturnRequestView, ReturnsPage, ReturnsQuery } from '../../shared/schemas/returns.ts';
import { RETURNS_PAGE_SIZE } from '../../shared/constants.ts';
import { paidForUnitsKobo } from '../../shared/coupons.ts';
import { nameWithVariant } from '../../shared/variants.ts';

/** The API route that serves a request's photo to those who may see it (read-return-photo.ts). */
const photoView = (returnId: string, photo: ReturnPhoto): ReturnPhotoView => ({
  id: photo.id,
  thumbUrl: `/api/returns/${returnId}/photos/${photo.id}/thumb`,
  url: `/api/returns/${returnId}/photos/${photo.id}/large`,
  width: photo.large.width,
  height: photo.large.height,
});

/**
 * Return requests with their order, store, customer and item names, for whoever may see them:
 * newest first by when they were opened, or (`by: 'decided'`) by when they were last decided.
 */
export async function readReturnViews(
  db: DbOrTx,
  where: SQL | undefined,
  limit = 100,
  by: 'created' | 'decided' = 'created',
): Promise<ReturnRequestView[]> {
  const time = by === 'decided' ? returnRequests.decidedAt : returnRequests.createdAt;
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
    .orderBy(desc(time), desc(returnRequests.id))
    .limit(limit);
  const itemIds = rows.flatMap((r) => r.request.items.map((i) => i.orderItemId));
  const items =
    itemIds.length === 0
      ? []
      : await db
          .select({
            id: orderItems.id,
            name: orderItems.productName,
            variantLabel: orderItems.variantLabel,
            priceKobo: orderItems.priceKobo,
            quantity: orderItems.quantity,
            discountKobo: orderItems.discountKobo,
          })
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
      productName: ((item) => (item ? nameWithVariant(item.name, item.variantLabel) : ''))(byId.get(i.orderItemId)),
      quantity: i.quantity,
      lineKobo: ((item) => (item ? paidForUnitsKobo(item, i.quantity) : 0))(byId.get(i.orderItemId)),
    })),
    itemsKobo: request.itemsKobo,
    refundKobo: request.refundKobo,
    refundStatus: r.refundStatus,
    declineReason: request.declineReason,
    photos: request.photos.map((photo) => photoView(request.id, photo)),
    decidedAt: request.decidedAt?.toISOString() ?? null,
    escalatedAt: request.escalatedAt?.toISOString() ?? null,
    receivedAt: request.receivedAt?.toISOString() ?? null,
    createdAt: request.createdAt.toISOString(),
  }));
}

/**
 * A page of requests: `open` ones newest first, `decided` ones newest decision first. Keyset paging
 * on (time, id) — the cursor is the last request shown — like the admin's orders.
 */
async function pageOfReturns(db: DbOrTx, where: SQL | undefined, query: ReturnsQuery): Promise<ReturnsPage> {
  const by = query.view === 'decided' ? 'decided' : 'created';
  const column = by === 'decided' ? sql.raw('c.decided_at') : sql.raw('c.created_at');
  const time = by === 'decided' ? returnRequests.decidedAt : returnRequests.createdAt;
  const after = query.cursor
    ? sql`(${time}, ${returnRequests.id}) < (select ${column}, c.id from return_requests c where c.id = ${query.cursor})`
    : undefined;
  const rows = await readReturnViews(db, and(where, after), RETURNS_PAGE_SIZE + 1, by);
  const page = rows.slice(0, RETURNS_PAGE_SIZE);
  return { returns: page, next: rows.length > RETURNS_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null };
}

/**
 * The requests on the caller's own stores' orders (docs/product.md#returns): `open` — open ones and
 * accepted ones whose goods are not back yet — or `decided`: every one the store has decided
 * (declined, escalated, accepted, refunded, received back), whatever happened next.
 */
export const listStoreReturns = (db: DbOrTx, ownerId: string, query: ReturnsQuery) =>
  pageOfReturns(
    db,
    and(
      eq(stores.ownerId, ownerId),
      query.view === 'decided'
        ? isNotNull(returnRequests.decidedAt)
        : or(
            eq(returnRequests.status, 'open'),
            and(eq(returnRequests.status, 'accepted'), isNull(returnRequests.receivedAt)),
          ),
    ),
    query,
  );

/**
 * For an admin: `open` — the requests customers escalated, to decide — or `decided`: every decided
 * request of every store (by the store or, after an escalation, by an admin), newest decision first.
 */
export const listAdminReturns = (db: DbOrTx, query: ReturnsQuery) =>
  pageOfReturns(
    db,
    query.view === 'decided'
      ? and(isNotNull(returnRequests.decidedAt), ne(returnRequests.status, 'escalated'))
      : inArray(returnRequests.status, ['escalated']),
    query,
  );

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
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(eq(returnRequests.id, id)));
  return row;
}
