import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cashoutTransfers } from '../db/schema.ts';
import type { TransferStatus } from '../../shared/constants.ts';

type Outcome = 'sent' | 'success' | 'failed' | 'abandoned';

/** Where a transfer may come from to reach each status: a final word is never overwritten, except a reversal. */
const FROM: Record<Outcome, TransferStatus[]> = {
  sent: ['recorded', 'sending', 'sent'],
  success: ['recorded', 'sending', 'sent'],
  // A paid transfer that the bank sent back (Paystack transfer.reversed) fails after success.
  failed: ['recorded', 'sending', 'sent', 'success'],
  // Paystack dropped it for want of an OTP: it waits for an admin (decision 0018).
  abandoned: ['sending', 'sent'],
};

/**
 * What the provider said of a cashout's transfer, in one conditional statement: still on its way
 * (`sent`, with the provider's word: `pending`, `otp`…), `success`, `failed` or `abandoned`, with
 * the provider's fee once it says one. Returns the row
 * when this call moved it (or refreshed a transfer still on its way), undefined when the transfer
 * already had this outcome: a replayed webhook or a second check changes nothing.
 */
export async function recordTransferReport(
  db: DbOrTx,
  transferId: string,
  report: { status: Outcome; providerStatus: string; providerTransferId: string; feeKobo?: number | null },
) {
  const [row] = await db
    .update(cashoutTransfers)
    .set({
      status: report.status,
      providerStatus: report.providerStatus,
      providerTransferId: report.providerTransferId
        ? report.providerTransferId
        : sql`${cashoutTransfers.providerTransferId}`,
      feeKobo: report.feeKobo ?? sql`${cashoutTransfers.feeKobo}`,
      shortfallKobo: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(cashoutTransfers.id, transferId), inArray(cashoutTransfers.status, FROM[report.status])))
    .returning();
  return row;
}
