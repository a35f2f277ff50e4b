import { eq } from 'drizzle-orm';
import { recordAuditEvent, type AuditStamp } from '../../audit/record-audit-event.ts';
import type { Deps } from '../../deps.ts';
import type { Actor } from '../../actor.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { messages } from '../../../shared/messages.ts';
import type { ReturnStatus } from '../../../shared/constants.ts';
import { formatNaira } from '../../../shared/money.ts';
import { findReturnForDecision } from '../../returns/read-returns.ts';
import { changeReturnStatus, linkReturnRefund, type ReturnRequestRow } from '../../returns/return-requests.ts';
import { findPaymentById } from '../../payments/find-payment.ts';
import { createRefund } from '../../payments/create-refund.ts';
import { settleReturn } from '../../ledger/settle-return.ts';
import { releaseHeldEarningsJob } from '../../ledger/release-held-earnings.ts';
import { recordTracking } from '../../orders/record-tracking.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { sendRefundJob } from '../send-refund/send-refund.ts';

type Decision = { decision: 'accept'; refundKobo: number } | { decision: 'decline'; reason: string };

/**
 * The vendor decides an open return request on their store's order, or an admin an escalated one
 * (docs/product.md#returns, decision 0021). Accepting records a refund of the chosen amount (never
 * more than the order's total) before the provider is asked — the send-refund job asks — and takes
 * it off the vendor's earnings with the commission of the returned goods given back
 * (ledger/settle-return.ts);
 * money already released comes off the available balance, below zero if it must (decision 0016).
 * An order paid on delivery has no provider to refund through: the seller pays the customer back
 * directly and only the commission of the returned goods comes back to them. Declining says why.
 * Either way the request closes: the release job is queued so money whose hold is over frees on its
 * next run. One conditional update decides, so a double click decides once.
 */
export async function decideReturnRequest(
  deps: Pick<Deps, 'db'>,
  returnId: string,
  decision: Decision,
  actor: Actor,
  as: 'vendor' | 'admin',
  stamp: AuditStamp,
): Promise<ReturnRequestRow> {
  return deps.db.transaction(async (tx) => {
    const row = await decide(tx, returnId, decision, actor, as);
    // The decision and its row of the audit trail (decision 0042), in one transaction.
    await recordAuditEvent(tx, stamp, {
      kind: row.status === 'accepted' ? 'refund_issued' : 'return_declined',
      subjectType: 'return_request',
      subjectId: returnId,
      before: { status: as === 'vendor' ? 'open' : 'escalated' },
      after:
        row.status === 'accepted'
          ? { status: row.status, refundKobo: row.refundKobo }
          : { status: row.status, reason: row.declineReason },
    });
    return row;
  });
}

async function decide(
  tx: Tx,
  returnId: string,
  decision: Decision,
  actor: Actor,
  as: 'vendor' | 'admin',
): Promise<ReturnRequestRow> {
  const request = await findReturnForDecision(tx, returnId);
  if (!request || (as === 'vendor' && actor.role !== 'admin' && request.ownerId !== actor.id)) {
    throw new AppError('not_found', messages.returns.notFound);
  }
  const from: ReturnStatus[] = as === 'vendor' ? ['open'] : ['escalated'];
  if (!from.includes(request.status)) {
    throw new AppError('conflict', as === 'vendor' ? messages.returns.notOpen : messages.returns.notEscalated);
  }
  if (decision.decision === 'decline') {
    const row = await changeReturnStatus(tx, returnId, from, as === 'vendor' ? 'declined' : 'rejected', {
      declineReason: decision.reason,
      decidedBy: actor.id,
    });
    if (!row) throw new AppError('conflict', messages.returns.notOpen);
    await recordTracking(tx, [request.orderId], {
      status: as === 'vendor' ? messages.returns.trackingDeclined : messages.returns.trackingRejected,
      notes: decision.reason,
    });
    await closeRequest(tx);
    return row;
  }

  if (decision.refundKobo > request.totalAmountKobo) {
    throw new AppError('invalid_input', messages.returns.refundTooLarge, {
      refundKobo: messages.returns.refundTooLarge,
    });
  }
  if (!request.paymentId) throw new AppError('conflict', messages.returns.notPaid);
  // Lock order: the payment, then its order (the release job locks the order too).
  const payment = await findPaymentById(tx, request.paymentId, { lock: true });
  if (!payment || payment.status !== 'completed') throw new AppError('conflict', messages.returns.notPaid);
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, request.orderId)).for('update');
  const row = await changeReturnStatus(tx, returnId, from, 'accepted', {
    refundKobo: decision.refundKobo,
    decidedBy: actor.id,
  });
  if (!row) throw new AppError('conflict', as === 'vendor' ? messages.returns.notOpen : messages.returns.notEscalated);
  const settlement = {
    vendorId: request.ownerId,
    orderId: request.orderId,
    returned: request.items,
    refundKobo: decision.refundKobo,
    paidOnDelivery: payment.provider === 'pay_on_delivery',
  };
  if (settlement.paidOnDelivery) {
    // Paid at the door: no provider holds the money, so the seller pays the customer back
    // directly (decision 0021).
    await settleReturn(tx, settlement);
    await recordTracking(tx, [request.orderId], {
      status: messages.returns.trackingAccepted,
      notes: messages.payOnDelivery.returnRefundNotes(formatNaira(decision.refundKobo)),
    });
    await closeRequest(tx);
    return row;
  }
  const refund = await createRefund(tx, {
    paymentId: request.paymentId,
    orderId: request.orderId,
    amountKobo: decision.refundKobo,
  });
  await linkReturnRefund(tx, returnId, refund.id);
  await settleReturn(tx, settlement);
  await recordTracking(tx, [request.orderId], {
    status: messages.returns.trackingAccepted,
    notes: `A refund of ${formatNaira(decision.refundKobo)} is on its way to you`,
  });
  await enqueueJob(tx, sendRefundJob, { refundId: refund.id });
  await closeRequest(tx);
  return row;
}

/** A closed request no longer holds its order's money: the release job frees it if its hold is over. */
async function closeRequest(tx: DbOrTx) {
  await enqueueJob(tx, releaseHeldEarningsJob, {});
}
