import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../actor.ts';
import type { OrdersPage } from '../../../shared/checkout.ts';
import { listOwnOrders } from '../../orders/list-own-orders.ts';
import { readReturnSummaries } from '../../returns/read-return-summaries.ts';

/**
 * The customer's own orders a page at a time (orders), each with its latest return request and
 * refund (returns), so an order card says "Return accepted: refund of ₦…" rather than only
 * "Delivered · Payment completed" once a return was refunded (docs/product.md#returns).
 * Two reads, no writes: no transaction.
 */
export async function listCustomerOrders(
  db: DbOrTx,
  input: Parameters<typeof listOwnOrders>[1],
  actor: Actor,
): Promise<OrdersPage> {
  const page = await listOwnOrders(db, input, actor);
  const returns = await readReturnSummaries(
    db,
    page.orders.map((order) => order.id),
  );
  return { ...page, orders: page.orders.map((order) => ({ ...order, returnRequest: returns.get(order.id) ?? null })) };
}
