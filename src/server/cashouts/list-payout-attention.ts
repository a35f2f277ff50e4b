import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cashoutRequests, cashoutTransfers, profiles } from '../db/schema.ts';

const ATTENTION_LIMIT = 100;

/** Why a payout is on "Needs attention" (docs/product.md#needs-attention, decision 0018). */
export type PayoutAttentionReason = 'failed' | 'otp' | 'unconfirmed' | 'unreachable';

/**
 * The payouts an admin should look at, newest first: each failed one (its money is back in the
 * vendor's balance, and someone should know why) until an admin closes it with a note, and each
 * still processing that waits on a person or a provider: Paystack's `otp` (an OTP to release
 * it), a transfer Oja could not confirm the provider took, or one not yet sent because the provider
 * cannot be reached.
 */
export async function listPayoutAttention(db: DbOrTx) {
  const rows = await db
    .select({
      id: cashoutRequests.id,
      vendorName: profiles.fullName,
      vendorEmail: profiles.email,
      amountKobo: cashoutRequests.amountKobo,
      status: cashoutRequests.status,
      failureReason: cashoutRequests.failureReason,
      updatedAt: cashoutRequests.updatedAt,
      provider: cashoutTransfers.provider,
      reference: cashoutTransfers.reference,
      providerStatus: cashoutTransfers.providerStatus,
      providerTransferId: cashoutTransfers.providerTransferId,
      bankName: cashoutTransfers.bankName,
      accountNumber: cashoutTransfers.accountNumber,
      accountName: cashoutTransfers.accountName,
    })
    .from(cashoutRequests)
    .innerJoin(cashoutTransfers, eq(cashoutTransfers.cashoutRequestId, cashoutRequests.id))
    .innerJoin(profiles, eq(profiles.id, cashoutRequests.vendorId))
    .where(
      or(
        and(eq(cashoutRequests.status, 'failed'), isNull(cashoutRequests.attentionClosedAt)),
        and(
          eq(cashoutRequests.status, 'processing'),
          inArray(cashoutTransfers.providerStatus, ['otp', 'unconfirmed', 'unreachable']),
        ),
      ),
    )
    .orderBy(desc(cashoutRequests.updatedAt))
    .limit(ATTENTION_LIMIT);
  return rows.map((r) => ({
    ...r,
    reason: (r.status === 'failed' ? 'failed' : r.providerStatus) as PayoutAttentionReason,
    updatedAt: r.updatedAt.toISOString(),
  }));
}
