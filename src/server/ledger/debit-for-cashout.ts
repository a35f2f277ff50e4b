import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { balanceEntries, profiles } from '../db/schema.ts';

export class InsufficientBalance extends Error {
  /** The balance that could not cover the cashout; below zero when the seller owes (decision 0016). */
  readonly balanceKobo: number;
  /** What the balance had to keep back besides (commission due at the door, decision 0019). */
  readonly keepKobo: number;
  constructor(balanceKobo: number, keepKobo = 0) {
    super('insufficient balance');
    this.name = 'InsufficientBalance';
    this.balanceKobo = balanceKobo;
    this.keepKobo = keepKobo;
  }
}

/**
 * An approved cashout leaves the balance: one conditional update (`balance >= amount`) and the
 * entry unique per cashout and reason, in the caller's transaction. A cashout is only ever paid out
 * of money the balance holds: it never takes the balance below zero, and a balance below zero (a
 * seller who owes commission or a refund) pays nothing out. `keepKobo` must stay in the balance
 * after it (the commission of orders still due at the door: decision 0019). Throws InsufficientBalance — the
 * caller's transaction then rolls back — when the balance is short; returns false when this cashout
 * was already debited.
 */
export async function debitForCashout(
  db: DbOrTx,
  input: { vendorId: string; cashoutRequestId: string; amountKobo: number; keepKobo?: number },
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
    .where(
      and(
        eq(profiles.id, input.vendorId),
        gte(profiles.availableBalanceKobo, input.amountKobo + (input.keepKobo ?? 0)),
      ),
    )
    .returning({ id: profiles.id });
  if (debited.length === 0) {
    const [profile] = await db
      .select({ balanceKobo: profiles.availableBalanceKobo })
      .from(profiles)
      .where(eq(profiles.id, input.vendorId));
    const balanceKobo = profile?.balanceKobo ?? 0;
    // What was kept back is the reason only when the balance alone would have covered it.
    throw new InsufficientBalance(balanceKobo, balanceKobo >= input.amountKobo ? (input.keepKobo ?? 0) : 0);
  }
  return true;
}
