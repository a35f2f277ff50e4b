import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob, handleJob } from '../jobs/define-job.ts';
import type { DbOrTx } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { profiles } from '../db/schema.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { bankDetailsChangedMail } from '../mail/templates.ts';

/** What the change set: only the account number's last four digits are kept. */
export const bankDetailsMailJob = defineJob(
  'bank-details-changed-mail',
  z.object({
    userId: z.string(),
    bankName: z.string(),
    accountEnding: z.string(),
    accountName: z.string(),
    changedAt: z.string(),
  }),
);

/**
 * Queued in the transaction that changes the bank details (decision 0008). The payload keeps what the
 * change set, so two quick changes are each told as they were; only the account number's last four
 * digits are kept.
 */
export async function queueBankDetailsMail(
  db: DbOrTx,
  input: { userId: string; bankName: string; accountNumber: string; accountName: string },
) {
  await enqueueJob(db, bankDetailsMailJob, {
    userId: input.userId,
    bankName: input.bankName,
    accountEnding: input.accountNumber.slice(-4),
    accountName: input.accountName,
    changedAt: new Date().toISOString(),
  });
}

/** The job: tells the account's owner their payout account changed, and what to do if it was not them. */
export async function sendBankDetailsMail(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  payload: { userId: string; bankName: string; accountEnding: string; accountName: string; changedAt: string },
): Promise<void> {
  const [profile] = await deps.db
    .select({ email: profiles.email, name: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, payload.userId));
  if (!profile) return;
  await deps.mailer.send(
    bankDetailsChangedMail(profile.email, {
      name: profile.name,
      bankName: payload.bankName,
      accountEnding: payload.accountEnding,
      accountName: payload.accountName,
      changedAt: payload.changedAt,
      resetLink: `${deps.config.publicUrl}/retrieve`,
      earningsLink: `${deps.config.publicUrl}/vendor-dashboard?tab=earnings`,
    }),
  );
}

export const bankDetailsMailJobHandler = handleJob(bankDetailsMailJob, sendBankDetailsMail);
