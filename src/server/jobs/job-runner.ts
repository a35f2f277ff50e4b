import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { loggableMessage, type Logger } from '../logger.ts';

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

export type JobRunner = {
  /** Runs due jobs soon, without making the caller wait (after a request has queued one). */
  kick: () => void;
  /** Runs every due job, waiting for a pass already under way; resolves when none is left. */
  drain: () => Promise<void>;
  /** Polls for due jobs (retries, jobs other instances queued) until stopped. */
  start: (intervalMs: number) => void;
  /** Stops polling; resolves once a pass under way has finished (nothing writes after it). */
  stop: () => Promise<void>;
};

export const MAX_JOB_ATTEMPTS = 5;
/**
 * A claim is a lease: a worker running a job renews it every `heartbeatMs` (default 10 s) by setting
 * the job's `run_after` to now, and a job whose worker has not been heard from for this long (a
 * crash, a kill -9) is tried again by whichever worker polls next.
 */
export const JOB_LEASE_SECONDS = 30;
const HEARTBEAT_MS = 10_000;

/** Seconds before retry n (1-based): 10 s, 20 s, 40 s, 80 s. */
const backoffSeconds = (attempt: number) => 10 * 2 ** (attempt - 1);

export function createJobRunner(options: {
  db: Db;
  logger: Logger;
  handlers: JobHandlers;
  /** How often a worker renews the lease of the job it runs. */
  heartbeatMs?: number;
}): JobRunner {
  const { db, logger, handlers, heartbeatMs = HEARTBEAT_MS } = options;
  let pass: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  /** Claims one due job; `skip locked` lets several instances drain one queue without doubles. */
  async function claim() {
    const result = await db.execute<{
      id: string;
      kind: string;
      payload: Record<string, unknown>;
      attempts: number;
    }>(sql`
      update jobs set status = 'running', attempts = attempts + 1, run_after = now()
      where id = (
        select id from jobs
        where status = 'pending' and run_after <= now()
        order by run_after
        limit 1
        for update skip locked
      )
      returning id, kind, payload, attempts`);
    return result.rows[0];
  }

  type ClaimedJob = { id: string; kind: string; payload: Record<string, unknown>; attempts: number };

  /**
   * This worker's claim on the job, still: each claim counts an attempt, so a job another worker took
   * over (after this one's lease ran out) has more attempts, and this worker's writes leave it alone.
   */
  const stillOurs = (job: ClaimedJob) =>
    and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));

  /** Renews the lease until stopped; the returned function stops it and waits for a renewal in flight. */
  function keepLease(job: ClaimedJob): () => Promise<void> {
    let renewal: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      renewal = renewal
        .then(() =>
          db
            .update(jobs)
            .set({ runAfter: sql`now()` })
            .where(stillOurs(job)),
        )
        .catch((error) => logger.warn({ err: error, jobId: job.id }, 'renewing a job lease failed'));
    }, heartbeatMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await renewal;
    };
  }

  async function runOne(job: ClaimedJob) {
    const handler = handlers[job.kind];
    const stopLease = keepLease(job);
    try {
      if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
      await handler(job.payload);
      await stopLease();
      await db
        .update(jobs)
        .set({ status: 'done', finishedAt: sql`now()`, lastError: null })
        .where(stillOurs(job));
    } catch (error) {
      await stopLease();
      const message = loggableMessage(error);
      const giveUp = job.attempts >= MAX_JOB_ATTEMPTS;
      logger.error({ err: error, jobId: job.id, kind: job.kind, attempt: job.attempts, giveUp }, 'job failed');
      await db
        .update(jobs)
        .set(
          giveUp
            ? { status: 'failed', finishedAt: sql`now()`, lastError: message }
            : {
                status: 'pending',
                runAfter: sql`now() + make_interval(secs => ${backoffSeconds(job.attempts)})`,
                lastError: message,
              },
        )
        .where(stillOurs(job));
    }
  }

  async function runDue() {
    await db
      .update(jobs)
      .set({ status: 'pending' })
      .where(
        and(eq(jobs.status, 'running'), lt(jobs.runAfter, sql`now() - make_interval(secs => ${JOB_LEASE_SECONDS})`)),
      );
    for (let job = await claim(); job; job = await claim()) await runOne(job);
  }

  /**
   * One pass at a time per process. A drain asked for during a pass makes that pass go round once
   * more, and resolves only when nothing due is left.
   */
  function drain(): Promise<void> {
    again = true;
    pass ??= (async () => {
      try {
        while (again) {
          again = false;
          await runDue();
        }
      } finally {
        pass = null;
      }
    })();
    return pass;
  }

  return {
    kick: () => {
      drain().catch((error) => logger.error({ err: error }, 'running jobs failed'));
    },
    drain,
    start(intervalMs) {
      timer = setInterval(
        () => void drain().catch((error) => logger.warn({ err: error }, 'polling jobs failed')),
        intervalMs,
      );
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      again = false;
      return (pass ?? Promise.resolve()).catch(() => undefined);
    },
  };
}
