import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cashoutTransfers } from '../db/schema.ts';
import type { PaymentProvider } from '../../shared/constants.ts';

/**
 * The provider's balance cannot pay this transfer and its fee (decision 0018): it waits as
 * `waiting_funds` with how much is missing, never failed to the seller, until the funds job sends
 * it. One conditional statement: only a transfer nothing was sent for (recorded, or sending that
 * the provider says it never had). Returns whether this call moved it.
 */
export async function waitForFunds(db: DbOrTx, transferId: string, shortfallKobo: number): Promise<boolean> {
  const moved = await db
    .update(cashoutTransfers)
    .set({ status: 'waiting_funds', providerStatus: 'waiting_funds', shortfallKobo, updatedAt: sql`now()` })
    .where(and(eq(cashoutTransfers.id, transferId), inArray(cashoutTransfers.status, ['recorded', 'sending'])))
    .returning({ id: cashoutTransfers.id });
  return moved.length > 0;
}

/** Whether an older transfer of this provider is already waiting for funds: a newer one queues behind it. */
export async function olderWaitingForFunds(
  db: DbOrTx,
  transfer: { provider: PaymentProvider; createdAt: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ id: cashoutTransfers.id })
    .from(cashoutTransfers)
    .where(
      and(
        eq(cashoutTransfers.status, 'waiting_funds'),
        eq(cashoutTransfers.provider, transfer.provider),
        lt(cashoutTransfers.createdAt, transfer.createdAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The transfers waiting for funds, oldest first (the order they are sent in). */
export async function listWaitingForFunds(db: DbOrTx) {
  return db
    .select({
      id: cashoutTransfers.id,
      cashoutRequestId: cashoutTransfers.cashoutRequestId,
      provider: cashoutTransfers.provider,
      amountKobo: cashoutTransfers.amountKobo,
    })
    .from(cashoutTransfers)
    .where(eq(cashoutTransfers.status, 'waiting_funds'))
    .orderBy(asc(cashoutTransfers.createdAt), asc(cashoutTransfers.id));
}

/** Funds arrived for it: back to `recorded`, for its send job; once (one conditional statement). */
export async function releaseFromWaiting(db: DbOrTx, transferId: string): Promise<boolean> {
  const moved = await db
    .update(cashoutTransfers)
    .set({ status: 'recorded', providerStatus: null, shortfallKobo: null, updatedAt: sql`now()` })
    .where(and(eq(cashoutTransfers.id, transferId), eq(cashoutTransfers.status, 'waiting_funds')))
    .returning({ id: cashoutTransfers.id });
  return moved.length > 0;
}

/** Still short: what this waiting transfer lacks now (counting the older ones ahead of it). */
export async function noteShortfall(db: DbOrTx, transferId: string, shortfallKobo: number): Promise<void> {
  await db
    .update(cashoutTransfers)
    .set({ shortfallKobo })
    .where(and(eq(cashoutTransfers.id, transferId), eq(cashoutTransfers.status, 'waiting_funds')));
}
