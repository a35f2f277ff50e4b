import type { DbOrTx } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

export type JobInput = { kind: string; payload: Record<string, unknown> };

/**
 * Queues work to run after the response. Written with `db` — a caller's transaction when there is
 * one — so the job exists exactly when the change that asked for it does.
 */
export async function enqueueJob(db: DbOrTx, job: JobInput): Promise<void> {
  await db.insert(jobs).values({ kind: job.kind, payload: job.payload });
}
