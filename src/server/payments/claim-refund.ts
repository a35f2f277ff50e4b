import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { refunds } from '../db/schema.ts';
import type { RefundRow } from './create-refund.ts';

/**
 * How long a claim to send keeps others away. A sender asks the provider within seconds (each call
 * times out after 10, a lookup reads at most 20 pages); a claim older than this is a sender that
 * died between its claim and the answer (decision 0014), and a later try may claim the row again.
 */
export const REFUND_CLAIM_LEASE_SECONDS = 5 * 60;

/** Whether the row waits on a sender that holds its claim (to be looked at again once the claim runs out). */
export const heldBySender = (refund: RefundRow): boolean =>
  refund.status === 'pending' && refund.providerRefundId === null && refund.claimedAt !== null;

/**
 * Takes the one right to ask the provider for this refund, in one conditional update: only a row
 * still waiting, that the provider is not known to hold, and that no live sender holds. However
 * many clicks, jobs and sweeps reach the row at once, one gets it back; the others get nothing and
 * must not call the provider. `sendAttempts` above 1 on the returned row means an earlier sender
 * may have reached the provider, so the refund is looked up by its note before it is sent.
 */
export async function claimRefundSend(db: DbOrTx, refundId: string): Promise<RefundRow | undefined> {
  const [claimed] = await db
    .update(refunds)
    .set({ claimedAt: sql`now()`, sendAttempts: sql`${refunds.sendAttempts} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(refunds.id, refundId),
        eq(refunds.status, 'pending'),
        isNull(refunds.providerRefundId),
        or(
          isNull(refunds.claimedAt),
          lt(refunds.claimedAt, sql`now() - make_interval(secs => ${REFUND_CLAIM_LEASE_SECONDS})`),
        ),
      ),
    )
    .returning();
  return claimed;
}

/**
 * The sender heard nothing it can act on (an outage): it lets go of its own claim so the next try
 * need not wait out the lease. That try looks the refund up by its note first (sendAttempts > 0).
 */
export async function releaseRefundClaim(db: DbOrTx, refund: RefundRow): Promise<void> {
  // Each claim counts an attempt, so the count names this claim (a timestamp read back loses precision).
  await db
    .update(refunds)
    .set({ claimedAt: null })
    .where(
      and(eq(refunds.id, refund.id), eq(refunds.status, 'pending'), eq(refunds.sendAttempts, refund.sendAttempts)),
    );
}
