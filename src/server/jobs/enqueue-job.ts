import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

export type JobInput = {
  kind: string;
  payload: Record<string, unknown>;
  /** Not before this many seconds from now: a schedule that survives restarts (checkout expiry). */
  runAfterSeconds?: number;
};

/**
 * Queues work to run after the response. Written with `db` — a caller's transaction when there is
 * one — so the job exists exactly when the change that asked for it does.
 */
export async function enqueueJob(db: DbOrTx, job: JobInput): Promise<void> {
  await db.insert(jobs).values({
    kind: job.kind,
    payload: job.payload,
    ...(job.runAfterSeconds ? { runAfter: sql`now() + make_interval(secs => ${job.runAfterSeconds})` } : {}),
  });
}

/** Several jobs in one statement (one mail per changed order, say). */
export function jobRows(list: readonly JobInput[]) {
  return list.map((job) => ({
    kind: job.kind,
    payload: job.payload,
    ...(job.runAfterSeconds ? { runAfter: sql`now() + make_interval(secs => ${job.runAfterSeconds})` } : {}),
  }));
}

export async function enqueueJobs(db: DbOrTx, list: readonly JobInput[]): Promise<void> {
  if (list.length === 0) return;
  await db.insert(jobs).values(jobRows(list));
}

/**
 * The insert of several jobs, not yet run, for a caller that folds it into a larger statement (a
 * data-modifying CTE: createOrders queues the order mail in the statement that writes the orders).
 */
export function insertJobs(db: DbOrTx, list: readonly JobInput[]) {
  return db.insert(jobs).values(jobRows(list)).returning({ id: jobs.id });
}
