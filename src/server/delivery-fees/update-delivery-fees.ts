import { and, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deliveryFees } from '../db/schema.ts';
import type { DeliveryFees } from '../../shared/checkout.ts';
import type { NigerianState } from '../../shared/constants.ts';
import { DEFAULT_STATE, readDeliveryFees } from './read-delivery-fees.ts';

export type UpdateDeliveryFeesInput = {
  /** A state's own fee; null (or left out) means it has none and pays the default. */
  fees: Partial<Record<NigerianState, number | null>>;
  defaultFeeKobo: number;
};

/**
 * Admin: replaces the fee table in one transaction. A state cleared to null or left out loses its
 * row and so pays the default. Checkout reads the table on every quote and order, so the new fees
 * apply at once.
 */
export async function updateDeliveryFees(db: Db, input: UpdateDeliveryFeesInput): Promise<DeliveryFees> {
  return db.transaction(async (tx) => {
    const rows = [
      ...Object.entries(input.fees).flatMap(([state, feeKobo]) =>
        typeof feeKobo === 'number' ? [{ state, feeKobo }] : [],
      ),
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
