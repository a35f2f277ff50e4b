import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { deliveryFees } from '../db/schema.ts';
import { DEFAULT_DELIVERY_FEE_KOBO } from '../../shared/constants.ts';
import type { DeliveryFees } from '../../shared/checkout.ts';

/** State '*' is the row for any state without its own fee. */
export const DEFAULT_STATE = '*';

/**
 * docs/product.md#delivery-fees: one fee per store order, by shipping state; admins edit the table. Which fee an
 * order pays is deliveryFeeForState's rule (src/shared/pricing.ts).
 */
export async function readDeliveryFees(db: DbOrTx): Promise<DeliveryFees> {
  const rows = await db.select({ state: deliveryFees.state, feeKobo: deliveryFees.feeKobo }).from(deliveryFees);
  return deliveryFeesFrom(rows);
}

export type DeliveryFeeRow = { state: string; feeKobo: number };

/**
 * The fee table as one JSON value, for a caller that reads it inside a larger statement (checkout
 * reads it beside the commission rules in one round trip); deliveryFeesFrom turns it into fees.
 */
export const deliveryFeeRowsJson = sql<DeliveryFeeRow[]>`(select coalesce(json_agg(json_build_object(
  'state', ${deliveryFees.state}, 'feeKobo', ${deliveryFees.feeKobo})), '[]'::json) from ${deliveryFees})`;

export function deliveryFeesFrom(rows: readonly DeliveryFeeRow[]): DeliveryFees {
  const fees: Record<string, number> = {};
  let defaultFeeKobo: number = DEFAULT_DELIVERY_FEE_KOBO.elsewhere;
  for (const row of rows) {
    if (row.state === DEFAULT_STATE) defaultFeeKobo = row.feeKobo;
    else fees[row.state] = row.feeKobo;
  }
  return { fees, defaultFeeKobo };
}
