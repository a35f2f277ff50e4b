import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob, handleJob } from '../jobs/define-job.ts';
import type { DbOrTx } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { cashoutRequests, profiles } from '../db/schema.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { cashoutDecisionMail } from '../mail/templates.ts';
import { formatNaira } from '../../shared/money.ts';

export const cashoutDecisionMailJob = defineJob('cashout-decision-mail', z.object({ cashoutId: z.string() }));

/** Queued in the deciding transaction (decision 0008): the mail exists exactly when the decision does. */
export async function queueCashoutDecisionMail(db: DbOrTx, cashoutId: string) {
  await enqueueJob(db, cashoutDecisionMailJob, { cashoutId });
}

/** The job: tells the vendor how their request was decided. */
export async function sendCashoutDecisionMail(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  input: { cashoutId: string },
): Promise<void> {
  const [row] = await deps.db
    .select({
      email: profiles.email,
      name: profiles.fullName,
      amountKobo: cashoutRequests.amountKobo,
      status: cashoutRequests.status,
      notes: cashoutRequests.adminNotes,
    })
    .from(cashoutRequests)
    .innerJoin(profiles, eq(profiles.id, cashoutRequests.vendorId))
    .where(eq(cashoutRequests.id, input.cashoutId));
  if (!row || row.status === 'pending') return;
  await deps.mailer.send(
    cashoutDecisionMail(row.email, {
      name: row.name,
      amount: formatNaira(row.amountKobo),
      approved: row.status === 'completed',
      notes: row.notes ?? '',
      link: `${deps.config.publicUrl}/vendor-dashboard?tab=earnings`,
    }),
  );
}

export const cashoutDecisionMailJobHandler = handleJob(cashoutDecisionMailJob, sendCashoutDecisionMail);
