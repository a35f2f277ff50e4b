import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { JOB_STATUSES } from '../../../shared/constants.ts';
import { createdAt, oneOf } from '../column-types.ts';

/**
 * Work done after the response, by whichever app instance claims it first (`for update skip
 * locked`): e-mail above all, so a request never waits on SMTP and its timing reveals nothing.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in (${oneOf(JOB_STATUSES)})`),
    index('jobs_due_idx')
      .on(t.runAfter)
      .where(sql`${t.status} = 'pending'`),
  ],
);
