import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { auditEvents } from '../db/schema.ts';
import type { AuditEventRow, AuditListQuery } from '../../shared/schemas/audit.ts';

const columns = {
  id: auditEvents.id,
  actorId: auditEvents.actorId,
  actorEmail: auditEvents.actorEmail,
  actorName: auditEvents.actorName,
  kind: auditEvents.kind,
  subjectType: auditEvents.subjectType,
  subjectId: auditEvents.subjectId,
  before: auditEvents.before,
  after: auditEvents.after,
  ip: auditEvents.ip,
  createdAt: auditEvents.createdAt,
};

export function auditFilter(query: Pick<AuditListQuery, 'actorId' | 'kind'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.actorId) conditions.push(eq(auditEvents.actorId, query.actorId));
  if (query.kind) conditions.push(eq(auditEvents.kind, query.kind));
  return conditions.length ? and(...conditions) : undefined;
}

export const toAuditRow = (row: { createdAt: Date; [key: string]: unknown }): AuditEventRow => ({
  ...(row as unknown as AuditEventRow),
  createdAt: row.createdAt.toISOString(),
});

/** Admin: the trail newest first, a page at a time, by person and kind; and the people who appear in it. */
export async function listAuditEvents(db: DbOrTx, query: AuditListQuery) {
  const where = auditFilter(query);
  const [rows, [total], actors] = await Promise.all([
    db
      .select(columns)
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(auditEvents).where(where),
    // Everyone who ever acted, as they last appeared: the person filter's choices.
    db
      .selectDistinctOn([auditEvents.actorId], {
        id: auditEvents.actorId,
        email: auditEvents.actorEmail,
        name: auditEvents.actorName,
      })
      .from(auditEvents)
      .orderBy(auditEvents.actorId, desc(auditEvents.createdAt)),
  ]);
  return {
    events: rows.map(toAuditRow),
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
    actors: actors.filter((a): a is { id: string; email: string; name: string } => a.id !== null),
  };
}
