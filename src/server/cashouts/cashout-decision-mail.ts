import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob, handleJob } from '../jobs/define-job.ts';
import type { DbOrTx } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { cashoutRequests, cashoutTransfers, profiles } from '../db/schema.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { cashoutDecisionMail, cashoutTransferMail } from '../mail/templates.ts';
import { formatNaira } from '../../shared/money.ts';

/**
 * The vendor's mail about a cashout: `decided` (approved or rejected), then, for an approved one,
 * `paid` or `failed` when its bank transfer ends (decision 0018).
 */
export const cashoutDecisionMailJob = defineJob(
  'cashout-decision-mail',
  z.object({ cashoutId: z.string(), event: z.enum(['decided', 'paid', 'failed']).default('decided') }),
);

/** Queued in the deciding (or settling) transaction (decision 0008): the mail exists exactly when the change does. */
export async function queueCashoutDecisionMail(
  db: DbOrTx,
  cashoutId: string,
  event: 'decided' | 'paid' | 'failed' = 'decided',
) {
  await enqueueJob(db, cashoutDecisionMailJob, { cashoutId, event });
}

/** The job: tells the vendor how their request was decided, or how its transfer ended. */
export async function sendCashoutDecisionMail(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  input: { cashoutId: string; event: 'decided' | 'paid' | 'failed' },
): Promise<void> {
  const [row] = await deps.db
    .select({
      email: profiles.email,
      name: profiles.fullName,
      amountKobo: cashoutRequests.amountKobo,
      status: cashoutRequests.status,
      notes: cashoutRequests.adminNotes,
      failureReason: cashoutRequests.failureReason,
      bankName: cashoutTransfers.bankName,
      accountNumber: cashoutTransfers.accountNumber,
    })
    .from(cashoutRequests)
    .innerJoin(profiles, eq(profiles.id, cashoutRequests.vendorId))
    .leftJoin(cashoutTransfers, eq(cashoutTransfers.cashoutRequestId, cashoutRequests.id))
    .where(eq(cashoutRequests.id, input.cashoutId));
  if (!row || row.status === 'pending') return;
  const link = `${deps.config.publicUrl}/vendor-dashboard?tab=earnings`;
  const amount = formatNaira(row.amountKobo);
  if (input.event === 'decided') {
    await deps.mailer.send(
      cashoutDecisionMail(row.email, {
        name: row.name,
        amount,
        approved: row.status !== 'rejected',
        notes: row.notes ?? '',
        link,
      }),
    );
    return;
  }
  // Only the account's last four digits travel by e-mail.
  const account = row.bankName ? `${row.bankName} ••••${(row.accountNumber ?? '').slice(-4)}` : 'your bank account';
  await deps.mailer.send(
    cashoutTransferMail(row.email, {
      name: row.name,
      amount,
      paid: input.event === 'paid',
      account,
      reason: row.failureReason ?? '',
      link,
    }),
  );
}

export const cashoutDecisionMailJobHandler = handleJob(cashoutDecisionMailJob, sendCashoutDecisionMail);
