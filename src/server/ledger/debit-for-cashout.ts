import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { balanceEntries, profiles } from '../db/schema.ts';

export class InsufficientBalance extends Error {
  constructor() {
    super('insufficient balance');
    this.name = 'InsufficientBalance';
  }
}

/**
 * An approved cashout leaves the balance: one conditional update (`balance >= amount`) and the
 * entry unique per cashout and reason, in the caller's transaction. Throws InsufficientBalance — the caller's
 * transaction then rolls back — when the balance is short; returns false when this cashout was
 * already debited.
 */
export async function debitForCashout(
  db: DbOrTx,
  input: { vendorId: string; cashoutRequestId: string; amountKobo: number },
): Promise<boolean> {
  const inserted = await db
    .insert(balanceEntries)
    .values({
      vendorId: input.vendorId,
      amountKobo: -input.amountKobo,
      reason: 'cashout',
      cashoutRequestId: input.cashoutRequestId,
    })
    .onConflictDoNothing({ target: [balanceEntries.cashoutRequestId, balanceEntries.reason] })
    .returning({ id: balanceEntries.id });
  if (inserted.length === 0) return false;
  const debited = await db
    .update(profiles)
    .set({ availableBalanceKobo: sql`${profiles.availableBalanceKobo} - ${input.amountKobo}` })
    .where(and(eq(profiles.id, input.vendorId), gte(profiles.availableBalanceKobo, input.amountKobo)))
    .returning({ id: profiles.id });
  if (debited.length === 0) throw new InsufficientBalance();
  return true;
}
