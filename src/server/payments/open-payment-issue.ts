import type { DbOrTx } from '../db/client.ts';
import { paymentIssues } from '../db/schema.ts';
import type { PaymentIssueKind } from '../../shared/constants.ts';

/**
 * Puts a payment on the admins' "Needs attention" list. At most one open issue per payment and
 * kind (a unique index), so a provider retrying the same report adds nothing. Written in the
 * caller's transaction: the issue exists exactly when the state that needs it does.
 */
export async function openPaymentIssue(
  db: DbOrTx,
  issue: {
    paymentId: string;
    kind: PaymentIssueKind;
    detail: string;
    refundId?: string | null;
    reported?: { status?: string | null; amountKobo?: number | null; currency?: string | null };
  },
): Promise<void> {
  await db
    .insert(paymentIssues)
    .values({
      paymentId: issue.paymentId,
      kind: issue.kind,
      detail: issue.detail,
      refundId: issue.refundId ?? null,
      reportedStatus: issue.reported?.status ?? null,
      reportedAmountKobo: issue.reported?.amountKobo ?? null,
      reportedCurrency: issue.reported?.currency ?? null,
    })
    .onConflictDoNothing();
}
