import type { Deps } from '../../deps.ts';
import { recordAuditEvent, type AuditStamp } from '../../audit/record-audit-event.ts';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../errors.ts';
import { messages } from '../../../shared/messages.ts';
import { findPaymentIssue, isAcceptableShortfall } from '../../payments/list-payment-issues.ts';
import { findPaymentById } from '../../payments/find-payment.ts';
import { changePaymentStatus } from '../../payments/change-payment-status.ts';
import { resolvePaymentIssue } from '../../payments/resolve-payment-issue.ts';
import { recordAcceptedShortfall } from '../../ledger/record-platform-cost.ts';
import { payCheckoutOrders } from '../settle-payment/settle-payment.ts';

/**
 * "Accept payment" on a payment the provider reported short (docs/product.md#needs-attention): the
 * admin takes what was paid as payment in full. In one transaction, locks in the house order
 * (payment, then its orders, then stock): the payment moves pending→completed in one conditional
 * statement, its orders are paid as a verified payment pays them, the shortfall is booked as the
 * marketplace's own cost (sellers are still credited their orders' full totals on delivery), and
 * the issue closes with the admin's note. A second accept, or one after a refund or cancel, finds
 * nothing to move and is a 409 that changes nothing.
 */
export async function acceptShortPayment(
  deps: Pick<Deps, 'db'>,
  issueId: string,
  note: string,
  actor: Actor,
  stamp: AuditStamp,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const found = await findPaymentIssue(tx, issueId);
    if (!found) throw new AppError('not_found', messages.paymentIssues.notFound);
    const payment = (await findPaymentById(tx, found.paymentId, { lock: true }))!;
    // Read again under the payment's lock: a concurrent accept or close has committed by now.
    const issue = (await findPaymentIssue(tx, issueId))!;
    if (issue.status !== 'open') throw new AppError('conflict', messages.paymentIssues.alreadyResolved);
    if (issue.kind === 'amount_mismatch' && issue.reportedCurrency && issue.reportedCurrency !== payment.currency) {
      throw new AppError('conflict', messages.paymentIssues.acceptOtherCurrency(issue.reportedCurrency));
    }
    if (!isAcceptableShortfall(issue, payment)) {
      throw new AppError('conflict', messages.paymentIssues.notShortPayment);
    }
    if (!(await changePaymentStatus(tx, payment.id, ['pending'], 'completed'))) {
      throw new AppError('conflict', messages.paymentIssues.acceptNotPending);
    }
    await payCheckoutOrders(tx, payment.id);
    await recordAcceptedShortfall(tx, {
      paymentId: payment.id,
      provider: payment.provider,
      amountKobo: payment.amountKobo - issue.reportedAmountKobo!,
    });
    await resolvePaymentIssue(tx, issueId, note, actor);
    await recordAuditEvent(tx, stamp, {
      kind: 'short_payment_accepted',
      subjectType: 'payment_issue',
      subjectId: issueId,
      before: { paymentStatus: 'pending', reportedAmountKobo: issue.reportedAmountKobo },
      after: { paymentStatus: 'completed', shortfallKobo: payment.amountKobo - issue.reportedAmountKobo!, note },
    });
  });
}
