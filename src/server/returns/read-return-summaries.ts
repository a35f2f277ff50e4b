import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { refunds, returnRequests } from '../db/schema.ts';
import type { OrderReturnSummary } from '../../shared/checkout.ts';

/**
 * The latest return request of each of these orders, with its refund's state, keyed by order
 * (docs/product.md#returns): what an order card says once a return was asked for. One statement for
 * a whole page of orders; an order without a request is not in the map.
 */
export async function readReturnSummaries(
  db: DbOrTx,
  orderIds: readonly string[],
): Promise<Map<string, OrderReturnSummary>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([returnRequests.orderId], {
      orderId: returnRequests.orderId,
      status: returnRequests.status,
      refundKobo: returnRequests.refundKobo,
      refundStatus: refunds.status,
    })
    .from(returnRequests)
    .leftJoin(refunds, eq(refunds.id, returnRequests.refundId))
    .where(inArray(returnRequests.orderId, [...orderIds]))
    .orderBy(returnRequests.orderId, desc(returnRequests.createdAt), desc(returnRequests.id));
  return new Map(rows.map(({ orderId, ...summary }) => [orderId, summary]));
}
