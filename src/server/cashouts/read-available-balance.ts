import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cashoutRequests, orders, profiles, stores } from '../db/schema.ts';

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
  /**
   * The commission of the seller's orders paid on delivery still due at the door (decision 0019):
   * Delivered and paid will take it from the balance, so it is kept back from cashouts until then.
   */
  reservedKobo: number;
  /**
   * What a new cashout request may still ask for: the balance less what is held and what is
   * reserved, never below 0 (0 while owing).
   */
  availableKobo: number;
};

/**
 * The one rule for how much of a vendor's balance can still be cashed out: the earnings page shows
 * it and a cashout request is refused above it. One statement, so the balance, the holds and the
 * reserved commission are read together; a caller that must not race a second request locks the
 * profile row first. Delivered and paid changes the order and then debits the profile row in one
 * transaction, so a reader holding the profile lock sees the order still due (reserved) and a
 * reader after it sees the commission debited: never neither.
 */
export async function readAvailableBalance(db: DbOrTx, vendorId: string): Promise<AvailableBalance> {
  const held = db
    .select({ kobo: sql`coalesce(sum(${cashoutRequests.amountKobo}), 0)` })
    .from(cashoutRequests)
    .where(and(eq(cashoutRequests.vendorId, vendorId), eq(cashoutRequests.status, 'pending')));
  const reserved = db
    .select({ kobo: sql`coalesce(sum(${orders.commissionKobo}), 0)` })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(eq(stores.ownerId, vendorId), eq(orders.paymentStatus, 'on_delivery')));
  const [row] = await db
    .select({
      balanceKobo: profiles.availableBalanceKobo,
      pendingKobo: profiles.pendingBalanceKobo,
      heldKobo: sql<string>`(${held})::text`,
      reservedKobo: sql<string>`(${reserved})::text`,
    })
    .from(profiles)
    .where(eq(profiles.id, vendorId));
  const balanceKobo = row?.balanceKobo ?? 0;
  const heldKobo = Number(row?.heldKobo ?? 0);
  const reservedKobo = Number(row?.reservedKobo ?? 0);
  return {
    balanceKobo,
    pendingKobo: row?.pendingKobo ?? 0,
    heldKobo,
    reservedKobo,
    owedKobo: Math.max(0, -balanceKobo),
    availableKobo: Math.max(0, balanceKobo - heldKobo - reservedKobo),
  };
}
