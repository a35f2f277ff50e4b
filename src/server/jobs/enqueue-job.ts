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
