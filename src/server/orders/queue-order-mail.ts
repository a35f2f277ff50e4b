import { z } from 'zod';
import { defineJob } from '../jobs/define-job.ts';
import { jobRow, type JobRow } from '../jobs/enqueue-job.ts';

/** The order-mail job (sendOrderMail): the tracking entry it tells of. */
export const orderMailJob = defineJob(
  'order-mail',
  z.object({
    orderId: z.string(),
    status: z.string(),
    notes: z.string().default(''),
    location: z
      .string()
      .nullish()
      .transform((location) => location ?? null),
  }),
);

export type OrderMailEntry = { status: string; notes: string; location?: string | null };

/**
 * The e-mails a tracking entry sends (decision 0008): one job per order, written in the transaction
 * of the change, so the mail exists exactly when the change does and a mail failure never undoes it.
 */
export function orderMailJobs(orderIds: readonly string[], entry: OrderMailEntry): JobRow[] {
  return orderIds.map((orderId) =>
    jobRow(orderMailJob, { orderId, status: entry.status, notes: entry.notes, location: entry.location ?? null }),
  );
}
