import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cashoutRequests, cashoutTransfers } from '../db/schema.ts';

export type CashoutTransferRow = typeof cashoutTransfers.$inferSelect & { vendorId: string };

/** A cashout's bank transfer, by the cashout or by its reference (a webhook names the reference). */
export async function findCashoutTransfer(
  db: DbOrTx,
  by: { cashoutId: string } | { reference: string },
): Promise<CashoutTransferRow | undefined> {
  const [row] = await db
    .select({ transfer: cashoutTransfers, vendorId: cashoutRequests.vendorId })
    .from(cashoutTransfers)
    .innerJoin(cashoutRequests, eq(cashoutRequests.id, cashoutTransfers.cashoutRequestId))
    .where(
      'cashoutId' in by
        ? eq(cashoutTransfers.cashoutRequestId, by.cashoutId)
        : eq(cashoutTransfers.reference, by.reference),
    );
  return row && { ...row.transfer, vendorId: row.vendorId };
}
