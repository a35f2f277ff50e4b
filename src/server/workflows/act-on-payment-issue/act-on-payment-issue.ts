import { and, desc, eq, ne } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { Actor } from '../../actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { refunds } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { messages } from '../../../shared/messages.ts';
import { recordAuditEvent, type AuditStamp } from '../../audit/record-audit-event.ts';
import { findPaymentIssue } from '../../payments/list-payment-issues.ts';
import { findPaymentById } from '../../payments/find-payment.ts';
import { findRefund } from '../../payments/find-refund.ts';
import { changePaymentStatus } from '../../payments/change-payment-status.ts';
import { createRefund, type RefundRow } from '../../payments/create-refund.ts';
import { resolvePaymentIssue } from '../../payments/resolve-payment-issue.ts';
import { claimRefundRetry, releaseRefundRetry } from '../../payments/claim-refund-retry.ts';
import { reopenRefusedRefund } from '../../payments/refuse-refund.ts';
import { markRefundPaidByHand } from '../../payments/mark-refund-paid-by-hand.ts';
import { ProviderUnavailableError, RefundRefusedError } from '../../payments/providers/payment-provider.ts';
import { markOrderRefunded } from '../../orders/order-refund.ts';
import { followOrderRefunds } from '../follow-order-refunds/follow-order-refunds.ts';
import { setOrdersRefundStatus } from '../../orders/set-orders-refund-status.ts';
import { cancelCheckout } from '../cancel-checkout/cancel-checkout.ts';
import { settlePayment } from '../settle-payment/settle-payment.ts';
import { applyRefundReport, checkRefunds, sendRefundNow } from '../send-refund/send-refund.ts';

async function findOpenIssue(deps: Pick<Deps, 'db'>, issueId: string) {
  const issue = await findPaymentIssue(deps.db, issueId);
  if (!issue) throw new AppError('not_found', messages.paymentIssues.notFound);
  if (issue.status !== 'open') throw new AppError('conflict', messages.paymentIssues.alreadyResolved);
  return issue;
}

/** The refund an issue is about: the one it names, else the payment's newest. */
async function refundOfIssue(db: DbOrTx, issue: { refundId: string | null; paymentId: string }) {
  if (issue.refundId) return findRefund(db, issue.refundId);
  const [latest] = await db
    .select()
    .from(refunds)
    .where(eq(refunds.paymentId, issue.paymentId))
    .orderBy(desc(refunds.createdAt))
    .limit(1);
  return latest;
}

/**
 * "Retry verification": ask the provider again about the payment and its refunds. When that
 * settles it (paid, or the refund went through), the issue closes itself with a note.
 */
export async function retryPaymentIssue(deps: Deps, issueId: string, actor: Actor): Promise<void> {
  const issue = await findOpenIssue(deps, issueId);
  const payment = (await findPaymentById(deps.db, issue.paymentId))!;
  const status = await settlePayment(deps, payment.reference);
  await checkRefunds(deps, { paymentId: payment.id });
  const after = (await findPaymentById(deps.db, payment.id))!;
  const settled =
    (issue.kind === 'provider_unreachable' && after.status !== 'pending') ||
    (issue.kind !== 'amount_mismatch' && after.status === 'refunded');
  if (settled && (await findPaymentIssue(deps.db, issueId))?.status === 'open') {
    await resolvePaymentIssue(deps.db, issueId, `Settled on retry: payment ${status}, now ${after.status}.`, actor);
  }
}

/**
 * "Refund": return the money through the provider, once per decision. A checkout still pending (a
 * mismatch) is cancelled first, so its stock goes back; the refund row is written before the
 * provider is called, under the payment's lock, and a payment that already has a live refund
 * (pending, held by the provider, or refused and waiting for a person) is refused with a 409:
 * twenty clicks from twenty sessions make one refund row and one call to the provider. Only a
 * refund that failed (the money back with the merchant) may be followed by a new one.
 * The amount is what the provider reported it took, else what Oja asked for.
 */
export async function refundPaymentIssue(deps: Deps, issueId: string, stamp: AuditStamp): Promise<void> {
  const issue = await findOpenIssue(deps, issueId);
  const refundId = await deps.db.transaction(async (tx) => {
    const payment = (await findPaymentById(tx, issue.paymentId, { lock: true }))!;
    if (!deps.payments.byId(payment.provider) || payment.status === 'completed' || payment.status === 'refunded') {
      throw new AppError('conflict', messages.paymentIssues.nothingToRefund);
    }
    const [live] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.paymentId, payment.id), ne(refunds.status, 'failed')))
      .limit(1);
    if (live) throw new AppError('conflict', messages.paymentIssues.refundUnderWay);
    if (payment.status === 'pending') await cancelCheckout(tx, payment.id, 'cancelled');
    await changePaymentStatus(tx, payment.id, ['pending', 'cancelled', 'failed'], 'refund_pending');
    await setOrdersRefundStatus(tx, payment.id, 'refund_pending');
    const refund = await createRefund(tx, {
      paymentId: payment.id,
      orderId: null,
      amountKobo:
        issue.reportedAmountKobo && issue.reportedAmountKobo > 0 ? issue.reportedAmountKobo : payment.amountKobo,
    });
    await recordAuditEvent(tx, stamp, {
      kind: 'refund_issued',
      subjectType: 'payment_issue',
      subjectId: issueId,
      before: { paymentStatus: payment.status },
      after: { paymentStatus: 'refund_pending', refundId: refund.id, amountKobo: refund.amountKobo },
    });
    return refund.id;
  });
  await sendRefundNow(deps, refundId);
}

/**
 * Paystack's documented way on for a needs-attention refund: the admin types the customer's account
 * number and picks the bank; the details are recorded and the retry claimed (one at a time) before
 * Oja calls POST /refund/retry_with_customer_details/{id}. The answer (processing) moves the refund
 * back to pending. A refusal keeps it on Needs attention with the provider's words; when Paystack
 * says the refund is no longer needs-attention, Oja fetches it and follows what it says.
 */
export async function retryRefundToAccount(
  deps: Deps,
  issueId: string,
  account: { accountNumber: string; bankCode: string },
  stamp: AuditStamp,
): Promise<void> {
  const issue = await findOpenIssue(deps, issueId);
  const refund = await refundOfIssue(deps.db, issue);
  const payment = refund && (await findPaymentById(deps.db, refund.paymentId));
  const provider = payment && deps.payments.byId(payment.provider);
  if (
    !refund ||
    !payment ||
    refund.status !== 'needs_attention' ||
    !refund.providerRefundId ||
    !provider?.retryRefund
  ) {
    throw new AppError('conflict', messages.paymentIssues.refundNotHeld);
  }
  // The claim and its audit row commit together before the provider is asked; the account number
  // stays out of the row (decision 0042).
  const claimed = await deps.db.transaction(async (tx) => {
    const row = await claimRefundRetry(tx, refund.id, account);
    if (!row) throw new AppError('conflict', messages.paymentIssues.refundRetryUnderWay);
    await recordAuditEvent(tx, stamp, {
      kind: 'refund_issued',
      subjectType: 'payment_issue',
      subjectId: issueId,
      before: { refundStatus: refund.status },
      after: { refundStatus: refund.status, refundId: refund.id, retry: 'to_account', bankCode: account.bankCode },
    });
    return row;
  });
  const target = { reference: payment.reference, transactionId: payment.providerTransactionId };
  try {
    const report = await provider.retryRefund({
      providerRefundId: refund.providerRefundId,
      accountNumber: account.accountNumber,
      bankCode: account.bankCode,
      currency: payment.currency,
    });
    await releaseRefundRetry(deps.db, refund.id, null);
    await applyRefundReport(deps, claimed, report);
  } catch (error) {
    if (error instanceof RefundRefusedError) {
      await releaseRefundRetry(deps.db, refund.id, error.providerMessage);
      const held = await provider.fetchRefund(refund.providerRefundId, target).catch(() => null);
      if (held) await applyRefundReport(deps, claimed, held);
      if (held?.status === 'needs_attention' || !held) {
        throw new AppError('conflict', messages.paymentIssues.refundRetryRefused(error.providerMessage));
      }
      return;
    }
    await releaseRefundRetry(deps.db, refund.id, null);
    if (error instanceof ProviderUnavailableError) {
      throw new AppError('unavailable', messages.paymentIssues.providerUnreachable);
    }
    throw error;
  }
}

/** The refund the provider refused behind an open issue; a conflict when there is none. */
async function refusedRefundOfIssue(deps: Deps, issueId: string) {
  const refund = await refundOfIssue(deps.db, await findOpenIssue(deps, issueId));
  if (!refund || refund.status !== 'refused') throw new AppError('conflict', messages.paymentIssues.notRefused);
  return refund;
}

/**
 * "Send again" for a refund the provider refused: the same row goes back to pending (one refund per
 * decision, never a second row) and is sent, looked up by its note first.
 */
export async function sendRefusedRefundAgain(
  deps: Deps,
  issueId: string,
  actor: Actor,
  stamp: AuditStamp,
): Promise<void> {
  const refund = await refusedRefundOfIssue(deps, issueId);
  const reopened = await deps.db.transaction(async (tx) => {
    await findPaymentById(tx, refund.paymentId, { lock: true });
    const moved = await reopenRefusedRefund(tx, refund.id);
    if (moved) {
      await resolvePaymentIssue(tx, issueId, messages.paymentIssues.refundResent, actor);
      await recordAuditEvent(tx, stamp, {
        kind: 'refund_issued',
        subjectType: 'payment_issue',
        subjectId: issueId,
        before: { refundStatus: 'refused' },
        after: { refundStatus: 'pending', refundId: refund.id, amountKobo: refund.amountKobo },
      });
    }
    return moved;
  });
  if (!reopened) throw new AppError('conflict', messages.paymentIssues.notRefused);
  await sendRefundNow(deps, refund.id);
}

/**
 * The provider refused the refund and the customer was paid back another way: the refund is
 * recorded as processed by hand, the orders (or the payment) read refunded, and the issue closes
 * with the admin's note, in one transaction, once.
 */
export async function markRefusedRefundPaid(
  deps: Deps,
  issueId: string,
  note: string,
  actor: Actor,
  stamp: AuditStamp,
): Promise<void> {
  const refund = await refusedRefundOfIssue(deps, issueId);
  await deps.db.transaction(async (tx) => {
    await findPaymentById(tx, refund.paymentId, { lock: true });
    const moved: RefundRow | undefined = await markRefundPaidByHand(tx, refund.id);
    if (!moved) throw new AppError('conflict', messages.paymentIssues.notRefused);
    if (moved.orderId) {
      if (await markOrderRefunded(tx, moved.orderId)) await followOrderRefunds(tx, moved.paymentId);
    } else if (await changePaymentStatus(tx, moved.paymentId, ['refund_pending'], 'refunded')) {
      await setOrdersRefundStatus(tx, moved.paymentId, 'refunded');
    }
    await resolvePaymentIssue(tx, issueId, note, actor);
    await recordAuditEvent(tx, stamp, {
      kind: 'refund_issued',
      subjectType: 'payment_issue',
      subjectId: issueId,
      before: { refundStatus: 'refused' },
      after: { refundStatus: moved.status, refundId: moved.id, amountKobo: moved.amountKobo, by: 'hand', note },
    });
  });
}
