import { and, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { deliveryFees } from '../db/schema.ts';
import type { DeliveryFees } from '../../shared/checkout.ts';
import type { NigerianState } from '../../shared/constants.ts';
import { DEFAULT_STATE, readDeliveryFees } from './read-delivery-fees.ts';

export type UpdateDeliveryFeesInput = {
  /** The states to change: a fee of its own, or null to pay the default. States left out keep theirs. */
  fees: Partial<Record<NigerianState, number | null>>;
  defaultFeeKobo: number;
};

/**
 * Admin: changes the states named and the default, in one transaction. A state cleared to null
 * loses its row and so pays the default; a state left out is not touched, so two admins saving
 * different states at once both keep their change. Checkout reads the table on every quote and
 * order, so the new fees apply at once.
 */
export async function updateDeliveryFees(db: DbOrTx, input: UpdateDeliveryFeesInput): Promise<DeliveryFees> {
  return db.transaction(async (tx) => {
    const rows = [
      ...Object.entries(input.fees).flatMap(([state, feeKobo]) =>
        typeof feeKobo === 'number' ? [{ state, feeKobo }] : [],
      ),
      { state: DEFAULT_STATE, feeKobo: input.defaultFeeKobo },
    ];
    const cleared = Object.entries(input.fees).flatMap(([state, feeKobo]) => (feeKobo === null ? [state] : []));
    if (cleared.length > 0) {
      await tx
        .delete(deliveryFees)
        .where(and(inArray(deliveryFees.state, cleared), ne(deliveryFees.state, DEFAULT_STATE)));
    }
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
