import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { paymentIssues, payments, profiles, refunds } from '../db/schema.ts';
import type { PaymentIssueView } from '../../shared/checkout.ts';

const ISSUE_PAGE_LIMIT = 100;
type IssueRow = typeof paymentIssues.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/**
 * A short payment an admin may accept: the provider reported less than asked, in the checkout's
 * own currency (money in another currency is not a part payment of this one).
 */
export function isAcceptableShortfall(
  issue: Pick<IssueRow, 'kind' | 'reportedAmountKobo' | 'reportedCurrency'>,
  payment: Pick<PaymentRow, 'amountKobo' | 'currency'>,
): boolean {
  return (
    issue.kind === 'amount_mismatch' &&
    issue.reportedCurrency === payment.currency &&
    issue.reportedAmountKobo !== null &&
    issue.reportedAmountKobo > 0 &&
    issue.reportedAmountKobo < payment.amountKobo
  );
}

/**
 * What an admin may do: ask again; refund while money may be owed and no refund is live (only a
 * failed one gives the money back, decision 0014); give the customer's account for a refund
 * Paystack holds; send again, or record as paid by hand, a refund the provider refused; accept a
 * payment still waiting that was paid short in its own currency; and always close with a note.
 */
function actionsOf(
  issue: IssueRow,
  payment: PaymentRow,
  refund: { status: string; provider: string } | null,
): PaymentIssueView['actions'] {
  if (issue.status === 'resolved') return [];
  const actions: PaymentIssueView['actions'] = ['retry'];
  const paymentStatus = payment.status;
  const refundable = ['pending', 'cancelled', 'failed', 'refund_pending'].includes(paymentStatus);
  if (refundable && (refund === null || refund.status === 'failed')) actions.push('refund');
  if (refund?.status === 'needs_attention' && refund.provider === 'paystack') actions.push('refund_to_account');
  if (refund?.status === 'refused') actions.push('send_refund_again', 'mark_refunded');
  if (paymentStatus === 'pending' && isAcceptableShortfall(issue, payment)) actions.push('accept');
  actions.push('resolve');
  return actions;
}

/** The "Needs attention" list (open or resolved, or one issue by id), newest first, each with its payment and refund. */
export async function listPaymentIssues(
  db: DbOrTx,
  filter: { status: 'open' | 'resolved' } | { id: string },
): Promise<PaymentIssueView[]> {
  const rows = await db
    .select({ issue: paymentIssues, payment: payments, email: profiles.email })
    .from(paymentIssues)
    .innerJoin(payments, eq(payments.id, paymentIssues.paymentId))
    .leftJoin(profiles, eq(profiles.id, payments.customerId))
    .where('id' in filter ? eq(paymentIssues.id, filter.id) : eq(paymentIssues.status, filter.status))
    .orderBy(desc(paymentIssues.createdAt))
    .limit(ISSUE_PAGE_LIMIT);
  const paymentIds = rows.map((r) => r.payment.id);
  const refundRows =
    paymentIds.length === 0
      ? []
      : await db.select().from(refunds).where(inArray(refunds.paymentId, paymentIds)).orderBy(refunds.createdAt);
  const resolverIds = rows.map((r) => r.issue.resolvedBy).filter((id): id is string => !!id);
  const resolvers =
    resolverIds.length === 0
      ? []
      : await db
          .select({ id: profiles.id, email: profiles.email })
          .from(profiles)
          .where(inArray(profiles.id, resolverIds));
  return rows.map(({ issue, payment, email }) => {
    const refund =
      refundRows.filter((r) => r.id === issue.refundId).at(-1) ??
      refundRows.filter((r) => r.paymentId === payment.id).at(-1) ??
      null;
    return {
      id: issue.id,
      kind: issue.kind,
      status: issue.status,
      createdAt: issue.createdAt.toISOString(),
      detail: issue.detail,
      payment: {
        reference: payment.reference,
        provider: payment.provider,
        providerTransactionId: payment.providerTransactionId,
        status: payment.status,
        amountKobo: payment.amountKobo,
        currency: payment.currency,
        customerEmail: email,
        createdAt: payment.createdAt.toISOString(),
      },
      expected: { amountKobo: payment.amountKobo, currency: payment.currency },
      reported: {
        status: issue.reportedStatus ?? payment.providerStatus,
        amountKobo: issue.reportedAmountKobo,
        currency: issue.reportedCurrency,
      },
      refund: refund && {
        id: refund.id,
        amountKobo: refund.amountKobo,
        status: refund.status,
        orderId: refund.orderId,
        providerStatus: refund.providerStatus,
        providerMessage: refund.providerMessage,
      },
      resolution:
        issue.status === 'resolved' && issue.resolvedAt
          ? {
              note: issue.resolutionNote ?? '',
              by: resolvers.find((r) => r.id === issue.resolvedBy)?.email ?? null,
              at: issue.resolvedAt.toISOString(),
            }
          : null,
      actions: actionsOf(issue, payment, refund && { status: refund.status, provider: payment.provider }),
    };
  });
}

export async function findPaymentIssue(db: DbOrTx, id: string) {
  const [row] = await db.select().from(paymentIssues).where(eq(paymentIssues.id, id));
  return row;
}
