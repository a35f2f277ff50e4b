import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { z } from 'zod';
import { jobs } from '../db/schema.ts';
import { createLogger, type Logger } from '../logger.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { createJobRunner, JOB_LEASE_SECONDS } from './job-runner.ts';
import { defineJob, handleJob, type JobHandler } from './define-job.ts';
import { enqueueJob } from './enqueue-job.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const logger = createLogger('silent');
/** Handlers by kind, each taking any object payload (these tests are about leases, not payloads). */
const anyPayload = (handlers: Record<string, (payload: Record<string, unknown>) => Promise<void>>) =>
  Object.entries(handlers).map(([kind, run]) =>
    handleJob(defineJob(kind, z.looseObject({})), (_: unknown, payload) => run(payload)),
  );
const runnerWith = (
  handlers: Record<string, (payload: Record<string, unknown>) => Promise<void>>,
  options: { heartbeatMs?: number } = {},
) => createJobRunner({ db: database.db, logger, handlers: anyPayload(handlers), context: undefined, ...options });

/** A job row as a worker leaves it when it claims the job and is then killed (last heard of `secondsAgo`). */
async function jobClaimedByDeadWorker(kind: string, secondsAgo: number) {
  const [job] = await database.db
    .insert(jobs)
    .values({
      kind,
      payload: { n: 1 },
      status: 'running',
      attempts: 1,
      runAfter: sql`now() - make_interval(secs => ${secondsAgo})`,
    })
    .returning();
  return job!;
}

const jobById = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

function held() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

async function until(condition: () => Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('job runner leases', () => {
  it('a claim lasts less than a minute without a sign of life', () => {
    expect(JOB_LEASE_SECONDS).toBeLessThan(60);
  });

  it('a job claimed by a worker that died 45 seconds ago is taken again and done', async () => {
    const job = await jobClaimedByDeadWorker('retake', 45);
    const ran: unknown[] = [];
    const runner = runnerWith({ retake: async (payload) => void ran.push(payload) });
    await runner.drain();
    expect(ran).toEqual([{ n: 1 }]);
    expect(await jobById(job.id)).toMatchObject({ status: 'done', attempts: 2, lastError: null });
  });

  it('a job whose worker was heard from within its lease is left to that worker', async () => {
    const job = await jobClaimedByDeadWorker('alive', JOB_LEASE_SECONDS - 20);
    const ran: unknown[] = [];
    const runner = runnerWith({ alive: async (payload) => void ran.push(payload) });
    await runner.drain();
    expect(ran).toEqual([]);
    expect(await jobById(job.id)).toMatchObject({ status: 'running', attempts: 1 });
  });

  it('a worker renews its claim while a long job runs', async () => {
    const [job] = await database.db.insert(jobs).values({ kind: 'long', payload: {} }).returning();
    const runner = runnerWith(
      {
        long: async () => {
          const claimed = (await jobById(job!.id)).runAfter;
          // Runs until the worker has shown a sign of life after claiming the job.
          await until(async () => (await jobById(job!.id)).runAfter > claimed);
        },
      },
      { heartbeatMs: 20 },
    );
    await runner.drain();
    expect(await jobById(job!.id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('a worker whose job was taken over does not overwrite the outcome of the worker that took it', async () => {
    const [job] = await database.db.insert(jobs).values({ kind: 'taken-over', payload: {} }).returning();
    const slow = held();
    const first = runnerWith({
      'taken-over': async () => {
        await slow.promise;
        throw new Error('the first worker failed late');
      },
    });
    const firstPass = first.drain();
    await until(async () => (await jobById(job!.id)).status === 'running');
    // The first worker goes silent past its lease (a stalled machine): another worker takes the job.
    await database.db
      .update(jobs)
      .set({ runAfter: sql`now() - make_interval(secs => ${JOB_LEASE_SECONDS + 15})` })
      .where(eq(jobs.id, job!.id));
    const second = runnerWith({ 'taken-over': async () => {} });
    await second.drain();
    expect(await jobById(job!.id)).toMatchObject({ status: 'done', attempts: 2 });

    slow.release();
    await firstPass;
    expect(await jobById(job!.id)).toMatchObject({ status: 'done', attempts: 2, lastError: null });
  });

  it('stop() waits for the job under way', async () => {
    const [job] = await database.db.insert(jobs).values({ kind: 'stopping', payload: {} }).returning();
    const slow = held();
    const runner = runnerWith({ stopping: () => slow.promise });
    runner.kick();
    await until(async () => (await jobById(job!.id)).status === 'running');
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    slow.release();
    await stopping;
    expect(await jobById(job!.id)).toMatchObject({ status: 'done' });
  });

  it('stop() ends the pass after the job under way and leaves the rest of the queue pending', async () => {
    const [first, second] = await database.db
      .insert(jobs)
      .values([
        { kind: 'stopping', payload: {}, runAfter: sql`now() - interval '2 seconds'` },
        { kind: 'stopping', payload: {}, runAfter: sql`now() - interval '1 second'` },
      ])
      .returning();
    const slow = held();
    const runner = runnerWith({ stopping: () => slow.promise });
    runner.kick();
    await until(async () => (await jobById(first!.id)).status === 'running');
    const stopping = runner.stop();
    slow.release();
    await stopping;
    expect(await jobById(first!.id)).toMatchObject({ status: 'done' });
    expect(await jobById(second!.id)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

/** A logger whose lines the test can read. */
function recordingLogger(): { logger: Logger; lines: { level: number; msg: string; kind?: string }[] } {
  const lines: { level: number; msg: string; kind?: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const pingJob = defineJob('ping', z.object({ to: z.string(), times: z.number().int().default(1) }));

describe('typed jobs', () => {
  it('a payload that does not fit its kind is refused when the code compiles, and failed by the runner at once with a clear log', async () => {
    // Each line is a compile error (tsc fails if one is not): the payload is checked against the kind.
    // @ts-expect-error `to` is missing
    const missing = () => enqueueJob(database.db, pingJob, { times: 2 });
    // @ts-expect-error `to` must be a string
    const wrongType = () => enqueueJob(database.db, pingJob, { to: 42 });
    // Such a job still reaches the table (a stale row, another version's, a cast): the runner refuses it.
    await wrongType();
    await missing();
    const ran: unknown[] = [];
    const { logger: recording, lines } = recordingLogger();
    const runner = createJobRunner({
      db: database.db,
      logger: recording,
      context: undefined,
      handlers: [handleJob(pingJob, async (_: unknown, payload) => void ran.push(payload))],
    });
    await enqueueJob(database.db, pingJob, { to: 'ada' });
    await runner.drain();

    expect(ran).toEqual([{ to: 'ada', times: 1 }]);
    const rows = await database.db.select().from(jobs).where(eq(jobs.kind, 'ping'));
    const refused = rows.filter((row) => row.status === 'failed');
    expect(refused).toHaveLength(2);
    for (const row of refused) {
      expect(row.attempts).toBe(1); // never retried: it would fail the same way every time
      expect(row.lastError).toMatch(/^the payload does not match the "ping" job's schema \(to: /);
    }
    const logged = lines.filter((line) => line.msg.startsWith('job refused'));
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ level: 50, kind: 'ping' });
    expect(logged[0]!.msg).toContain('to: Invalid input: expected string');
  });

  it('two handlers for one kind are refused when the runner is made', () => {
    const twice: JobHandler<undefined>[] = [handleJob(pingJob, async () => {}), handleJob(pingJob, async () => {})];
    expect(() => createJobRunner({ db: database.db, logger, context: undefined, handlers: twice })).toThrow(
      'two handlers for job kind "ping"',
    );
  });

  it('a listening runner runs a job once the transaction that queued it commits, and never one rolled back', async () => {
    const wakeJob = defineJob('wake', z.object({ n: z.number() }));
    const ran: number[] = [];
    const runner = createJobRunner({
      db: database.db,
      logger,
      context: undefined,
      listen: database.listen,
      handlers: [handleJob(wakeJob, async (_: unknown, payload) => void ran.push(payload.n))],
    });
    await runner.listen();
    try {
      await database.db.transaction(async (tx) => {
        await enqueueJob(tx, wakeJob, { n: 1 });
        await enqueueJob(tx, wakeJob, { n: 2 });
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(ran).toEqual([]); // not before the commit
      });
      await until(async () => ran.length === 2);
      expect(ran.sort()).toEqual([1, 2]);

      await database.db
        .transaction(async (tx) => {
          await enqueueJob(tx, wakeJob, { n: 3 });
          tx.rollback();
        })
        .catch(() => undefined);
      await enqueueJob(database.db, wakeJob, { n: 4 }); // no transaction of its own: wakes too
      await until(async () => ran.length === 3);
      expect(ran).toEqual([1, 2, 4]);
    } finally {
      await runner.stop();
    }
  });
});
