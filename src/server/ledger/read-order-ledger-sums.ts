import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { balanceEntries } from '../db/schema.ts';
import type { BalanceEntryReason } from '../../shared/constants.ts';
import type { OrderLedgerSums } from '../../shared/order-money.ts';

/**
 * What the ledger holds of each order, summed by reason: the figures every seller and
 * admin view of an order reads (shared/order-money.ts), so none has a formula of its own. Orders
 * without entries are absent.
 */
export async function readOrderLedgerSums(db: DbOrTx, orderIds: readonly string[]) {
  const sums = new Map<string, OrderLedgerSums>();
  for (let i = 0; i < orderIds.length; i += 1000) {
    const rows = await db
      .select({
        orderId: balanceEntries.orderId,
        reason: balanceEntries.reason,
        kobo: sql<string>`sum(${balanceEntries.amountKobo})::text`,
      })
      .from(balanceEntries)
      .where(inArray(balanceEntries.orderId, orderIds.slice(i, i + 1000)))
      .groupBy(balanceEntries.orderId, balanceEntries.reason);
    for (const row of rows) {
      if (!row.orderId) continue;
      const of = sums.get(row.orderId) ?? {};
      of[row.reason as BalanceEntryReason] = Number(row.kobo);
      sums.set(row.orderId, of);
    }
  }
  return sums;
}
