import type { DbOrTx } from '../db/client.ts';
import { auditEvents } from '../db/schema.ts';
import type { AuditKind, AuditSubjectType } from '../../shared/audit.ts';

/** Who acted and from where, as the route saw them: the signed-in actor and the client IP. */
export type AuditStamp = {
  actor: { id: string; email: string; fullName: string };
  ip: string;
};

export type AuditEventInput = {
  kind: AuditKind;
  subjectType: AuditSubjectType;
  subjectId: string;
  before?: unknown;
  after?: unknown;
};

/** undefined is "nothing there": stored as SQL null, never as the JSON text "null". */
const jsonOrNull = (value: unknown) => (value === undefined ? null : value);

/**
 * Writes one row of the audit trail (decision 0042). Call it with the transaction of the action it
 * records, after the action's writes: a rolled-back action then leaves no row, and a committed one
 * always has its row. The actor's email and name are copied as they are now.
 */
export async function recordAuditEvent(db: DbOrTx, stamp: AuditStamp, event: AuditEventInput) {
  await db.insert(auditEvents).values({
    actorId: stamp.actor.id,
    actorEmail: stamp.actor.email,
    actorName: stamp.actor.fullName,
    kind: event.kind,
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    before: jsonOrNull(event.before),
    after: jsonOrNull(event.after),
    ip: stamp.ip,
  });
}
