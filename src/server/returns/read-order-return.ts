import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orderItems, orders, returnRequests } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';
import type { OrderReturnView } from '../../shared/schemas/returns.ts';
import { readReturnViews } from './read-returns.ts';
import { readReturnWindow } from './read-return-window.ts';
import { nameWithVariant } from '../../shared/variants.ts';

/**
 * The customer's view of returns on their order (docs/product.md#returns): its latest request, the
 * window (read-return-window.ts: until the sale's hold ends, or counted from delivery for an order
 * paid at the door) and whether a request can be opened now. Someone else's order answers like a
 * missing one.
 */
export async function readOrderReturn(
  db: DbOrTx,
  orderId: string,
  actor: Actor,
  fallbackHoldDays: number,
): Promise<OrderReturnView> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, actor.id)));
  if (!order) throw new AppError('not_found', messages.orders.notFound);
  const [latest] = await readReturnViews(db, eq(returnRequests.orderId, orderId), 1);
  const window = await readReturnWindow(db, orderId, fallbackHoldDays);
  const items = await db
    .select({
      orderItemId: orderItems.id,
      productName: orderItems.productName,
      variantLabel: orderItems.variantLabel,
      quantity: orderItems.quantity,
      priceKobo: orderItems.priceKobo,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return {
    request: latest ?? null,
    delivered: window.delivered,
    windowEndsAt: window.endsAt?.toISOString() ?? null,
    // A declined or rejected request leaves room for another; an accepted one (refunded) does not.
    canOpen: window.open && (!latest || latest.status === 'declined' || latest.status === 'rejected'),
    // The variant bought named with the product, as on the order (decision 0025).
    items: items.map(({ variantLabel, ...item }) => ({
      ...item,
      productName: nameWithVariant(item.productName, variantLabel),
    })),
  };
}
