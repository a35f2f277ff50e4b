import type { Deps } from '../deps.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';
import { findPaymentIssue } from '../payments/list-payment-issues.ts';
import { findPaymentById } from '../payments/find-payment.ts';
import { changePaymentStatus } from '../payments/change-payment-status.ts';
import { createRefund } from '../payments/create-refund.ts';
import { resolvePaymentIssue } from '../payments/resolve-payment-issue.ts';
import { setOrdersRefundStatus } from '../orders/set-orders-refund-status.ts';
import { cancelCheckout } from './cancel-checkout.ts';
import { settlePayment } from './settle-payment.ts';
import { checkRefunds, sendRefund } from './send-refund.ts';

async function findOpenIssue(deps: Deps, issueId: string) {
  const issue = await findPaymentIssue(deps.db, issueId);
  if (!issue) throw new AppError('not_found', messages.paymentIssues.notFound);
  if (issue.status !== 'open') throw new AppError('conflict', messages.paymentIssues.alreadyResolved);
  return issue;
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
  if (settled) {
    await resolvePaymentIssue(deps.db, issueId, `Settled on retry: payment ${status}, now ${after.status}.`, actor);
  }
}

/**
 * "Refund": return the money through the provider. A checkout still pending (a mismatch) is
 * cancelled first, so its stock goes back; the refund row is written before the provider is called.
 * The amount is what the provider reported it took, else what Oja asked for.
 */
export async function refundPaymentIssue(deps: Deps, issueId: string): Promise<void> {
  const issue = await findOpenIssue(deps, issueId);
  const refundId = await deps.db.transaction(async (tx) => {
    const payment = (await findPaymentById(tx, issue.paymentId, { lock: true }))!;
    if (!deps.payments.byId(payment.provider) || payment.status === 'completed' || payment.status === 'refunded') {
      throw new AppError('conflict', messages.paymentIssues.nothingToRefund);
    }
    if (payment.status === 'pending') await cancelCheckout(tx, payment.id, 'cancelled');
    await changePaymentStatus(tx, payment.id, ['pending', 'cancelled', 'failed'], 'refund_pending');
    await setOrdersRefundStatus(tx, payment.id, 'refund_pending');
    const refund = await createRefund(tx, {
      paymentId: payment.id,
      orderId: null,
      amountKobo:
        issue.reportedAmountKobo && issue.reportedAmountKobo > 0 ? issue.reportedAmountKobo : payment.amountKobo,
    });
    return refund.id;
  });
  await sendRefund(deps, refundId);
}
