import type { Db, Tx } from '../../db/client.ts';
import { recordAuditEvent, type AuditEventInput, type AuditStamp } from '../../audit/record-audit-event.ts';

/**
 * Any admin or money action with its row of the audit trail (decision 0042), in one transaction:
 * the step does the action with the transaction and says what to record (what the record was
 * before, and is after); the row is written after the action's writes, before commit. An action
 * that throws rolls back and leaves no row; one that commits always has its row.
 *
 * The step is composed by the acting domain's route, the one place that may call both its own
 * domain and a workflow (decision 0003): the audit domain never imports another.
 */
export async function auditedAction<T>(
  db: Db,
  stamp: AuditStamp,
  step: (tx: Tx) => Promise<{ result: T; audit: AuditEventInput }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, audit } = await step(tx);
    await recordAuditEvent(tx, stamp, audit);
    return result;
  });
}
