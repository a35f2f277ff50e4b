import type { Deps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { closeStuckTransfer, noteAttention, restartStuckTransfer } from '../../cashouts/settle-stuck-transfer.ts';
import { settleCashout } from '../../cashouts/settle-cashout.ts';
import { queueCashoutDecisionMail } from '../../cashouts/cashout-decision-mail.ts';
import { returnCashout } from '../../ledger/return-cashout.ts';
import { recordAuditEvent, type AuditStamp } from '../../audit/record-audit-event.ts';
import { messages } from '../../../shared/messages.ts';
import { sendCashoutTransferJob } from '../pay-cashout/pay-cashout.ts';

export type StuckPayoutAction = 'paid' | 'returned' | 'resend';

/**
 * An admin settles a payout no provider answer will move (decision 0018): abandoned for want of an
 * OTP, or not sent / not confirmed. In one transaction, claimed by one conditional statement (a
 * second click, by anyone, is a 409 and moves nothing):
 * - `paid`: the admin saw it paid on the provider's dashboard; the cashout is paid.
 * - `returned`: nothing was sent; the cashout fails and its amount goes back to the seller's
 *   balance, once.
 * - `resend`: it is sent again (a new attempt with a new reference when the old one may have
 *   reached the provider), through the same send job, balance check and lookups as the first.
 * The admin's note is kept on the cashout, and the settlement is a row of the audit trail
 * (decision 0042) in the same transaction.
 */
export async function settleStuckPayout(
  deps: Pick<Deps, 'db'>,
  cashoutId: string,
  input: { action: StuckPayoutAction; note: string },
  stamp: AuditStamp,
) {
  return deps.db.transaction(async (tx) => {
    const result = await settle(tx, cashoutId, input);
    await recordAuditEvent(tx, stamp, {
      kind: 'cashout_settled_by_hand',
      subjectType: 'cashout',
      subjectId: cashoutId,
      before: { status: 'processing' },
      after: { ...result, action: input.action, note: input.note },
    });
    return result;
  });
}

async function settle(tx: Tx, cashoutId: string, input: { action: StuckPayoutAction; note: string }) {
  if (input.action === 'resend') {
    const restarted = await restartStuckTransfer(tx, cashoutId);
    await noteAttention(tx, cashoutId, input.note, false);
    await enqueueJob(tx, sendCashoutTransferJob, { cashoutId });
    return { status: 'processing' as const, reference: restarted.reference };
  }
  const closed = await closeStuckTransfer(tx, cashoutId, input.action);
  await noteAttention(tx, cashoutId, input.note, true);
  if (input.action === 'paid') {
    if (await settleCashout(tx, cashoutId, { status: 'paid' })) await queueCashoutDecisionMail(tx, cashoutId, 'paid');
    return { status: 'paid' as const, reference: closed.reference };
  }
  const failed = await settleCashout(tx, cashoutId, { status: 'failed', reason: messages.cashouts.notSentReturned });
  if (failed) {
    await returnCashout(tx, {
      vendorId: failed.vendorId,
      cashoutRequestId: failed.id,
      amountKobo: failed.amountKobo,
    });
    await queueCashoutDecisionMail(tx, failed.id, 'failed');
  }
  return { status: 'failed' as const, reference: closed.reference };
}
