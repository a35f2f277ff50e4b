import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob, handleJob } from '../jobs/define-job.ts';
import type { Deps } from '../deps.ts';
import { orders, profiles, returnRequests, stores } from '../db/schema.ts';
import { returnRequestMail } from '../mail/templates.ts';
import { RETURN_REASON_LABELS } from '../../shared/constants.ts';

/**
 * The vendor's mail about a return on their store's order: opened, or escalated to an admin. The
 * customer hears of every step through the order's tracking entry (its order mail).
 */
export const returnMailJob = defineJob(
  'return-mail',
  z.object({ returnId: z.string(), event: z.enum(['opened', 'escalated']) }),
);

export async function sendReturnMail(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  input: { returnId: string; event: 'opened' | 'escalated' },
): Promise<void> {
  const [row] = await deps.db
    .select({
      email: profiles.email,
      name: profiles.fullName,
      trackingNumber: orders.trackingNumber,
      reason: returnRequests.reason,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(profiles, eq(profiles.id, stores.ownerId))
    .where(eq(returnRequests.id, input.returnId));
  if (!row) return;
  await deps.mailer.send(
    returnRequestMail(row.email, {
      name: row.name,
      trackingNumber: row.trackingNumber,
      event: input.event,
      reason: RETURN_REASON_LABELS[row.reason],
      link: `${deps.config.publicUrl}/vendor-dashboard?tab=returns`,
    }),
  );
}

export const returnMailJobHandler = handleJob(returnMailJob, sendReturnMail);
