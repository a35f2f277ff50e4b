import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { vendorUpgradeRequests } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { messages } from '../../shared/messages.ts';
import { vendorRequestColumns } from './columns.ts';
import { vendorDecisionMailJob } from './send-vendor-decision-mail.ts';

/**
 * Moves a pending request to approved or rejected: one conditional update, so of two admins
 * clicking at once exactly one decides and the other gets a 409; a decided request never changes.
 * The applicant's e-mail is queued in the same transaction (sent after, with retries).
 */
export async function decideVendorRequest(
  tx: DbOrTx,
  input: { requestId: string; decision: 'approved' | 'rejected'; notes: string },
) {
  const [decided] = await tx
    .update(vendorUpgradeRequests)
    .set({ status: input.decision, adminNotes: input.notes, decidedAt: sql`now()` })
    .where(and(eq(vendorUpgradeRequests.id, input.requestId), eq(vendorUpgradeRequests.status, 'pending')))
    // The admin's view: with the account name check an approval copies to the profile.
    .returning({
      ...vendorRequestColumns,
      resolvedAccountName: vendorUpgradeRequests.resolvedAccountName,
      accountNameCheck: vendorUpgradeRequests.accountNameCheck,
    });
  if (!decided) {
    const [exists] = await tx
      .select({ id: vendorUpgradeRequests.id })
      .from(vendorUpgradeRequests)
      .where(eq(vendorUpgradeRequests.id, input.requestId));
    if (!exists) throw new AppError('not_found', messages.vendorRequests.notFound);
    throw new AppError('conflict', messages.vendorRequests.alreadyDecided);
  }
  await enqueueJob(tx, vendorDecisionMailJob, { requestId: decided.id });
  return decided;
}

/** Reject: the admin's reason when they typed one, else "Rejected by admin". */
export async function rejectVendorRequest(db: DbOrTx, input: { requestId: string; reason?: string | undefined }) {
  const notes = input.reason?.trim() || messages.vendorRequests.rejectedNotes;
  return decideVendorRequest(db, { requestId: input.requestId, decision: 'rejected', notes });
}
