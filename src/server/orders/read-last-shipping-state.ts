import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import { isNigerianState } from '../../shared/delivery-days.ts';
import type { NigerianState } from '../../shared/constants.ts';

/**
 * The state the caller last had an order sent to, or null before their first order: the address Oja
 * keeps for them, which the product page's delivery estimate starts from when the browser has not
 * remembered a choice (docs/product.md#delivery-estimates). One row by the customer's index.
 */
export async function readLastShippingState(db: DbOrTx, actor: Actor): Promise<NigerianState | null> {
  const [last] = await db
    .select({ state: sql<string | null>`${orders.shippingAddress}->>'state'` })
    .from(orders)
    .where(eq(orders.customerId, actor.id))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return isNigerianState(last?.state) ? last.state : null;
}
