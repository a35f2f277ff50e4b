import { and, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deliveryFees } from '../db/schema.ts';
import type { DeliveryFees } from '../../shared/checkout.ts';
import { DEFAULT_STATE, readDeliveryFees } from './read-delivery-fees.ts';

/**
 * Admin: replaces the fee table in one transaction (states left out fall back to the default).
 * Checkout reads the table on every quote and order, so the new fees apply at once.
 */
export async function updateDeliveryFees(db: Db, input: DeliveryFees): Promise<DeliveryFees> {
  return db.transaction(async (tx) => {
    const rows = [
      ...Object.entries(input.fees).map(([state, feeKobo]) => ({ state, feeKobo })),
      { state: DEFAULT_STATE, feeKobo: input.defaultFeeKobo },
    ];
    const keep = rows.map((r) => r.state);
    await tx
      .delete(deliveryFees)
      .where(and(notInArray(deliveryFees.state, keep), ne(deliveryFees.state, DEFAULT_STATE)));
    await tx
      .insert(deliveryFees)
      .values(rows)
      .onConflictDoUpdate({
        target: deliveryFees.state,
        set: { feeKobo: sql`excluded.fee_kobo`, updatedAt: sql`now()` },
      });
    return readDeliveryFees(tx);
  });
}
