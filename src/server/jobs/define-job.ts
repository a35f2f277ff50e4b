import type { z } from 'zod';

/** What a job's payload may be: a JSON object, stored as the job row's `payload`. */
export type JobPayloadSchema = z.ZodObject;

/**
 * A kind of background job: its name in the `jobs` table and the schema of its payload. Declared
 * beside the use case that queues it; `enqueueJob` takes it, so a payload is checked against its
 * kind when the code compiles, and the runner checks it again before the handler sees it.
 */
export type JobKind<K extends string = string, S extends JobPayloadSchema = JobPayloadSchema> = {
  readonly kind: K;
  readonly payload: S;
};

/** The payload a caller passes to `enqueueJob` for this kind (before defaults are applied). */
export type JobPayloadInput<J extends JobKind> = z.input<J['payload']>;
/** The payload the handler receives: parsed by the kind's schema. */
export type JobPayload<J extends JobKind> = z.output<J['payload']>;

export function defineJob<K extends string, S extends JobPayloadSchema>(kind: K, payload: S): JobKind<K, S> {
  return { kind, payload };
}

/**
 * Who does a kind of job: `run` gets the app's dependencies (`Ctx`, the server's Deps) and the
 * payload already parsed by the kind's schema. Declared beside the use case or workflow that does
 * the work; src/server/job-handlers.ts lists every one for the runner.
 */
export type JobHandler<Ctx> = {
  readonly job: JobKind;
  readonly run: (context: Ctx, payload: unknown) => Promise<void>;
};

export function handleJob<Ctx, J extends JobKind>(
  job: J,
  run: (context: Ctx, payload: JobPayload<J>) => Promise<void>,
): JobHandler<Ctx> {
  // The runner parses the payload with `job.payload` before it calls `run`.
  return { job, run: run as (context: Ctx, payload: unknown) => Promise<void> };
}
