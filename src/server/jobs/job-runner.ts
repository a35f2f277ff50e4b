import { and, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Db } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { loggableMessage, type Logger } from '../logger.ts';
import type { JobHandler } from './define-job.ts';

export type JobRunner = {
  /** Runs due jobs soon, without making the caller wait (at start-up, for jobs queued while down). */
  kick: () => void;
  /** Runs every due job, waiting for a pass already under way; resolves when none is left. */
  drain: () => Promise<void>;
  /**
   * Wakes the runner whenever a transaction that queued a due job commits, in this process or any
   * other on the same database (the `jobs` table's trigger NOTIFYs JOBS_CHANNEL on insert). Resolves
   * once listening, so a job queued after it is run without anyone kicking the runner.
   */
  listen: () => Promise<void>;
  /** Polls for due jobs (retries, schedules, wake-ups lost while the listener reconnected) until stopped. */
  start: (intervalMs: number) => void;
  /** Stops polling and listening; resolves once a pass under way has finished (nothing writes after it). */
  stop: () => Promise<void>;
};

/** The channel migration 0014's trigger on `jobs` notifies when a due job is inserted. */
export const JOBS_CHANNEL = 'jobs_due';

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

/** Why a stored payload does not fit its kind, field by field, for the log and the job's last error. */
function payloadProblems(kind: string, error: z.ZodError): string {
  const problems = error.issues.map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`);
  return `the payload does not match the "${kind}" job's schema (${problems.join('; ')})`;
}

export function createJobRunner<Ctx>(options: {
  db: Db;
  logger: Logger;
  /** Every kind of job and who does it (src/server/job-handlers.ts); a kind may appear once. */
  handlers: readonly JobHandler<Ctx>[];
  /** What each handler is given besides its payload (the server's Deps). */
  context: Ctx;
  /** The database's LISTEN, for `listen()`. */
  listen?: Database['listen'];
  /** How often a worker renews the lease of the job it runs. */
  heartbeatMs?: number;
}): JobRunner {
  const { db, logger, context, heartbeatMs = HEARTBEAT_MS } = options;
  const handlers = new Map<string, JobHandler<Ctx>>();
  for (const handler of options.handlers) {
    if (handlers.has(handler.job.kind)) throw new Error(`two handlers for job kind "${handler.job.kind}"`);
    handlers.set(handler.job.kind, handler);
  }
  let pass: Promise<void> | null = null;
  let again = false;
  /** Set by stop(): the pass under way ends after the job it is running, not when the queue is empty. */
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  /**
   * Claims one due job; `skip locked` lets several instances drain one queue without doubles. The job
   * just done, if any, is marked done by the same statement: one round trip per job, not two.
   */
  async function claim(done?: ClaimedJob) {
    const markDone = done
      ? sql`with done as (
          update jobs set status = 'done', finished_at = now(), last_error = null
          where id = ${done.id} and status = 'running' and attempts = ${done.attempts})
        `
      : sql``;
    const result = await db.execute<{
      id: string;
      kind: string;
      payload: Record<string, unknown>;
      attempts: number;
    }>(sql`${markDone}
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

  /** A payload that does not fit its kind never will: the job fails at once, with the reason. */
  async function refuse(job: ClaimedJob, error: z.ZodError) {
    const message = payloadProblems(job.kind, error);
    logger.error({ jobId: job.id, kind: job.kind }, `job refused: ${message}`);
    await db
      .update(jobs)
      .set({ status: 'failed', finishedAt: sql`now()`, lastError: message })
      .where(stillOurs(job));
  }

  /** Runs a claimed job; true when it succeeded, to be marked done by the next claim. */
  async function runOne(job: ClaimedJob): Promise<boolean> {
    const handler = handlers.get(job.kind);
    const parsed = handler?.job.payload.safeParse(job.payload);
    if (parsed && !parsed.success) {
      await refuse(job, parsed.error);
      return false;
    }
    const stopLease = keepLease(job);
    try {
      // A kind this version does not know (one queued by a newer instance) waits for its retries.
      if (!handler || !parsed) throw new Error(`no handler for job kind "${job.kind}"`);
      await handler.run(context, parsed.data);
      await stopLease();
      return true;
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
      return false;
    }
  }

  async function runDue() {
    await db
      .update(jobs)
      .set({ status: 'pending' })
      .where(
        and(eq(jobs.status, 'running'), lt(jobs.runAfter, sql`now() - make_interval(secs => ${JOB_LEASE_SECONDS})`)),
      );
    // The last claim, which finds nothing due, still marks the last job done.
    for (let job = await claim(); job;) {
      const succeeded = await runOne(job);
      if (stopping) {
        if (succeeded)
          await db
            .update(jobs)
            .set({ status: 'done', finishedAt: sql`now()`, lastError: null })
            .where(stillOurs(job));
        return;
      }
      job = await claim(succeeded ? job : undefined);
    }
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

  const kick = () => {
    drain().catch((error) => logger.error({ err: error }, 'running jobs failed'));
  };

  return {
    kick,
    drain,
    async listen() {
      if (unlisten || !options.listen) return;
      unlisten = await options.listen(JOBS_CHANNEL, kick);
    },
    start(intervalMs) {
      timer = setInterval(
        () => void drain().catch((error) => logger.warn({ err: error }, 'polling jobs failed')),
        intervalMs,
      );
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      const listening = unlisten;
      unlisten = undefined;
      await listening?.().catch((error: unknown) => logger.warn({ err: error }, 'unlistening for jobs failed'));
      again = false;
      // A process stopping under load (a rolling restart) leaves the rest of the queue to the other nodes.
      stopping = true;
      await (pass ?? Promise.resolve()).catch(() => undefined);
    },
  };
}
