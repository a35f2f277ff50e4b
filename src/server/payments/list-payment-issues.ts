import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { paymentIssues, payments, profiles, refunds } from '../db/schema.ts';
import type { PaymentIssueView } from '../../shared/checkout.ts';

const ISSUE_PAGE_LIMIT = 100;
type IssueRow = typeof paymentIssues.$inferSelect;

/** What an admin may do: ask again or refund while money may be owed, and always close with a note. */
function actionsOf(issue: IssueRow, paymentStatus: string, refundStatus: string | null): PaymentIssueView['actions'] {
  if (issue.status === 'resolved') return [];
  const actions: PaymentIssueView['actions'] = ['retry'];
  const refundable = ['pending', 'cancelled', 'failed', 'refund_pending'].includes(paymentStatus);
  if (refundable && refundStatus !== 'pending' && refundStatus !== 'processed') actions.push('refund');
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
      },
      resolution:
        issue.status === 'resolved' && issue.resolvedAt
          ? {
              note: issue.resolutionNote ?? '',
              by: resolvers.find((r) => r.id === issue.resolvedBy)?.email ?? null,
              at: issue.resolvedAt.toISOString(),
            }
          : null,
      actions: actionsOf(issue, payment.status, refund?.status ?? null),
    };
  });
}

export async function findPaymentIssue(db: DbOrTx, id: string) {
  const [row] = await db.select().from(paymentIssues).where(eq(paymentIssues.id, id));
  return row;
}
