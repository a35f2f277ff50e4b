import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import type { JobKind, JobPayloadInput } from './define-job.ts';

export type EnqueueOptions = {
  /** Not before this many seconds from now: a schedule that survives restarts (checkout expiry). */
  runAfterSeconds?: number;
  /** Not before this moment: a schedule on the calendar (Monday 08:00 in Lagos). */
  runAt?: Date;
};

/** A row of the `jobs` table, ready to insert (several in one statement, or inside a larger one). */
export type JobRow = { kind: string; payload: unknown; runAfter?: SQL };

/**
 * A job of this kind as a row: the payload type is the kind's, checked when the code compiles. The
 * payload is not parsed here, so a wrong payload never rolls back the change that queued it; the
 * runner refuses it (marks the job failed) instead.
 */
export function jobRow<J extends JobKind>(job: J, payload: JobPayloadInput<J>, options: EnqueueOptions = {}): JobRow {
  return {
    kind: job.kind,
    payload,
    ...(options.runAt
      ? { runAfter: sql`${options.runAt.toISOString()}::timestamptz` }
      : options.runAfterSeconds
        ? { runAfter: sql`now() + make_interval(secs => ${options.runAfterSeconds})` }
        : {}),
  };
}

/**
 * Queues work to run after the response. Written with `db` — a caller's transaction when there is
 * one — so the job exists exactly when the change that asked for it does. Nobody needs to wake the
 * runner: the `jobs` table's trigger (migration 0014) notifies it when the transaction commits.
 */
export async function enqueueJob<J extends JobKind>(
  db: DbOrTx,
  job: J,
  payload: JobPayloadInput<J>,
  options: EnqueueOptions = {},
): Promise<void> {
  await db.insert(jobs).values(jobRow(job, payload, options));
}

/** Several jobs in one statement (one mail per changed order, say); build them with `jobRow`. */
export async function enqueueJobs(db: DbOrTx, rows: readonly JobRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(jobs).values([...rows]);
}

/**
 * The insert of several jobs, not yet run, for a caller that folds it into a larger statement (a
 * data-modifying CTE: createOrders queues the order mail in the statement that writes the orders).
 */
export function insertJobs(db: DbOrTx, rows: readonly JobRow[]) {
  return db
    .insert(jobs)
    .values([...rows])
    .returning({ id: jobs.id });
}

/**
 * Queues a job unless one of its kind is already waiting, in one statement: a schedule that keeps
 * itself going (a sweep queues its successor) stays one job however many callers ask at once.
 */
export async function enqueueJobUnlessWaiting<J extends JobKind>(
  db: DbOrTx,
  job: J,
  payload: JobPayloadInput<J>,
  options: EnqueueOptions = {},
): Promise<void> {
  const row = jobRow(job, payload, options);
  await db.execute(sql`
    insert into ${jobs} (kind, payload, run_after)
    select ${row.kind}, ${JSON.stringify(row.payload)}::jsonb, ${row.runAfter ?? sql`now()`}
    where not exists (select 1 from ${jobs} where kind = ${row.kind} and status = 'pending')`);
}
