import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_KINDS, AUDIT_SUBJECT_TYPES } from '../../../shared/audit.ts';
import { oneOf } from '../column-types.ts';

/**
 * The audit trail (decision 0042): one row per admin or money action, written in the action's own
 * transaction. The actor's email and name are copied as they were, so a renamed or deleted account
 * still reads right; a trigger (migration 0036) refuses UPDATE and DELETE, so the app can only add.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // No foreign key: a row outlives its actor's account, and a cascade would be a DELETE.
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    actorName: text('actor_name').notNull(),
    kind: text('kind', { enum: AUDIT_KINDS }).notNull(),
    subjectType: text('subject_type', { enum: AUDIT_SUBJECT_TYPES }).notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('audit_events_kind_check', sql`${t.kind} in (${oneOf(AUDIT_KINDS)})`),
    check('audit_events_subject_type_check', sql`${t.subjectType} in (${oneOf(AUDIT_SUBJECT_TYPES)})`),
    index('audit_events_newest').on(t.createdAt.desc(), t.id.desc()),
    index('audit_events_actor_newest').on(t.actorId, t.createdAt.desc()),
    index('audit_events_kind_newest').on(t.kind, t.createdAt.desc()),
  ],
);
