import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { auditEvents } from '../db/schema.ts';
import { csvText } from '../../shared/csv.ts';
import { AUDIT_KIND_LABELS } from '../../shared/audit.ts';
import type { AuditListQuery } from '../../shared/schemas/audit.ts';
import { auditFilter } from './list-audit-events.ts';

/** At most this many rows per export, newest first. */
export const AUDIT_CSV_LIMIT = 50_000;

export const AUDIT_CSV_COLUMNS = [
  'When (UTC)',
  'Person',
  'Email',
  'Kind',
  'Record Type',
  'Record ID',
  'Before',
  'After',
  'IP',
] as const;

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** Admin: the trail as CSV with the list's filters; before and after as JSON text. */
export async function exportAuditEvents(db: DbOrTx, query: Pick<AuditListQuery, 'actorId' | 'kind'>) {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(auditFilter(query))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(AUDIT_CSV_LIMIT);
  return csvText(
    AUDIT_CSV_COLUMNS,
    rows.map((row) => [
      row.createdAt.toISOString(),
      row.actorName,
      row.actorEmail,
      AUDIT_KIND_LABELS[row.kind],
      row.subjectType,
      row.subjectId,
      json(row.before),
      json(row.after),
      row.ip,
    ]),
  );
}
