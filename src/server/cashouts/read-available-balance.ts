import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cashoutRequests, profiles } from '../db/schema.ts';

export type AvailableBalance = {
  /**
   * The ledger's released balance (profiles.available_balance_kobo always equals its sum); below
   * zero when the seller owes commission on sales paid on delivery (decision 0016).
   */
  balanceKobo: number;
  /** What the seller owes: the balance below zero as a positive amount, else 0. */
  owedKobo: number;
  /** Delivered orders' money still held (decision 0020): not yet cashable. */
  pendingKobo: number;
  /** What pending cashout requests hold of it (decision 0016): asked for, not yet paid or refused. */
  heldKobo: number;
  /** What a new cashout request may still ask for: the balance less what is held, never below 0 (0 while owing). */
  availableKobo: number;
};

/**
 * The one rule for how much of a vendor's balance can still be cashed out: the earnings page shows
 * it and a cashout request is refused above it. One statement, so the balance and the holds are
 * read together; a caller that must not race a second request locks the profile row first.
 */
export async function readAvailableBalance(db: DbOrTx, vendorId: string): Promise<AvailableBalance> {
  const held = db
    .select({ kobo: sql`coalesce(sum(${cashoutRequests.amountKobo}), 0)` })
    .from(cashoutRequests)
    .where(and(eq(cashoutRequests.vendorId, vendorId), eq(cashoutRequests.status, 'pending')));
  const [row] = await db
    .select({
      balanceKobo: profiles.availableBalanceKobo,
      pendingKobo: profiles.pendingBalanceKobo,
      heldKobo: sql<string>`(${held})::text`,
    })
    .from(profiles)
    .where(eq(profiles.id, vendorId));
  const balanceKobo = row?.balanceKobo ?? 0;
  const heldKobo = Number(row?.heldKobo ?? 0);
  return {
    balanceKobo,
    pendingKobo: row?.pendingKobo ?? 0,
    heldKobo,
    owedKobo: Math.max(0, -balanceKobo),
    availableKobo: Math.max(0, balanceKobo - heldKobo),
  };
}
