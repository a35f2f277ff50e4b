import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { jobs } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { createJobRunner, JOB_LEASE_SECONDS, type JobHandlers } from './job-runner.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const logger = createLogger('silent');
const runnerWith = (handlers: JobHandlers, options: { heartbeatMs?: number } = {}) =>
  createJobRunner({ db: database.db, logger, handlers, ...options });

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
});
