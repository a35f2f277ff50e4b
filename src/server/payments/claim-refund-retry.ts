import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { refunds } from '../db/schema.ts';
import type { RefundRow } from './create-refund.ts';
import { REFUND_CLAIM_LEASE_SECONDS } from './claim-refund.ts';

/**
 * Records the customer's account an admin gave for a needs-attention refund and takes the one
 * right to call the provider's retry with it, in one conditional update committed before the call:
 * a second click, or a second admin, while the first is under way gets nothing back.
 */
export async function claimRefundRetry(
  db: DbOrTx,
  refundId: string,
  account: { accountNumber: string; bankCode: string },
): Promise<RefundRow | undefined> {
  const [claimed] = await db
    .update(refunds)
    .set({
      retryAccountNumber: account.accountNumber,
      retryBankCode: account.bankCode,
      retryClaimedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(refunds.id, refundId),
        eq(refunds.status, 'needs_attention'),
        or(
          isNull(refunds.retryClaimedAt),
          lt(refunds.retryClaimedAt, sql`now() - make_interval(secs => ${REFUND_CLAIM_LEASE_SECONDS})`),
        ),
      ),
    )
    .returning();
  return claimed;
}

/** The retry is over (answered, refused or unreachable): the next one may be claimed; the words are kept. */
export async function releaseRefundRetry(db: DbOrTx, refundId: string, providerMessage: string | null): Promise<void> {
  await db
    .update(refunds)
    .set({ retryClaimedAt: null, providerMessage, updatedAt: sql`now()` })
    .where(eq(refunds.id, refundId));
}
