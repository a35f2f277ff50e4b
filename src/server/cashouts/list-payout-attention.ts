import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cashoutRequests, cashoutTransfers, profiles } from '../db/schema.ts';

const ATTENTION_LIMIT = 100;

/** Why a payout is on "Needs attention" (docs/product.md#needs-attention, decision 0018). */
export type PayoutAttentionReason = 'failed' | 'otp' | 'unconfirmed' | 'unreachable' | 'abandoned' | 'waiting_funds';

/** The provider words of a processing payout that waits on a person or on funds (`finalizing`: an OTP being given). */
const WAITING = ['otp', 'finalizing', 'unconfirmed', 'unreachable', 'abandoned', 'waiting_funds'];

/**
 * The payouts an admin should look at, newest first: each failed one (its money is back in the
 * vendor's balance, and someone should know why) until an admin closes it with a note, and each
 * still processing that waits on a person, a provider or funds: Paystack's `otp` (an OTP to
 * release it), one Paystack abandoned for want of it (to send again), a transfer Oja could not
 * confirm the provider took, one not yet sent because the provider cannot be reached, and one
 * waiting for the provider's balance to cover it (with what is missing).
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
      transferStatus: cashoutTransfers.status,
      providerStatus: cashoutTransfers.providerStatus,
      providerMessage: cashoutTransfers.providerMessage,
      providerTransferId: cashoutTransfers.providerTransferId,
      shortfallKobo: cashoutTransfers.shortfallKobo,
      attempt: cashoutTransfers.attempt,
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
        and(eq(cashoutRequests.status, 'processing'), inArray(cashoutTransfers.providerStatus, WAITING)),
      ),
    )
    .orderBy(desc(cashoutRequests.updatedAt))
    .limit(ATTENTION_LIMIT);
  return rows.map((r) => ({
    ...r,
    reason: (r.status === 'failed'
      ? 'failed'
      : r.providerStatus === 'finalizing'
        ? 'otp'
        : r.providerStatus) as PayoutAttentionReason,
    updatedAt: r.updatedAt.toISOString(),
  }));
}
