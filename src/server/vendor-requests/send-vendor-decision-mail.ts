import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob, handleJob } from '../jobs/define-job.ts';
import type { Deps } from '../deps.ts';
import { profiles, vendorUpgradeRequests } from '../db/schema.ts';
import { vendorDecisionMail } from '../mail/templates.ts';

export const vendorDecisionMailJob = defineJob('vendor-request-decision-mail', z.object({ requestId: z.string() }));

/** The job behind the applicant's e-mail about the decision. The mail carries no bank data. */
export async function sendVendorDecisionMail(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  input: { requestId: string },
) {
  const [row] = await deps.db
    .select({
      status: vendorUpgradeRequests.status,
      adminNotes: vendorUpgradeRequests.adminNotes,
      email: profiles.email,
      fullName: profiles.fullName,
    })
    .from(vendorUpgradeRequests)
    .innerJoin(profiles, eq(profiles.id, vendorUpgradeRequests.userId))
    .where(eq(vendorUpgradeRequests.id, input.requestId));
  if (!row || row.status === 'pending') return;
  await deps.mailer.send(
    vendorDecisionMail(row.email, {
      fullName: row.fullName,
      approved: row.status === 'approved',
      notes: row.adminNotes ?? '',
      publicUrl: deps.config.publicUrl,
    }),
  );
}

export const vendorDecisionMailJobHandler = handleJob(vendorDecisionMailJob, sendVendorDecisionMail);
