import type { JobInput } from '../jobs/enqueue-job.ts';

export const ORDER_MAIL_JOB = 'order-mail';

export type OrderMailEntry = { status: string; notes: string; location?: string | null };

/**
 * The e-mails a tracking entry sends (decision 0008): one job per order, written in the transaction
 * of the change, so the mail exists exactly when the change does and a mail failure never undoes it.
 */
export function orderMailJobs(orderIds: readonly string[], entry: OrderMailEntry): JobInput[] {
  return orderIds.map((orderId) => ({
    kind: ORDER_MAIL_JOB,
    payload: { orderId, status: entry.status, notes: entry.notes, location: entry.location ?? null },
  }));
}
