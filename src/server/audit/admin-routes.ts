import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { requireRole } from '../http/guards.ts';
import { validateQuery } from '../http/validate.ts';
import { auditListQuerySchema } from '../../shared/schemas/audit.ts';
import { listAuditEvents } from './list-audit-events.ts';
import { exportAuditEvents } from './export-audit-events.ts';

/** /api/admin/activity: the audit trail (decision 0042), read-only — no route changes a row. */
export const auditAdminRoutes = new Hono<AppEnv>()
  .use(requireRole(['admin']))
  .get('/activity', validateQuery(auditListQuerySchema), async (c) =>
    c.json(await listAuditEvents(c.var.deps.db, c.req.valid('query'))),
  )
  .get('/activity.csv', validateQuery(auditListQuerySchema), async (c) => {
    const csv = await exportAuditEvents(c.var.deps.db, c.req.valid('query'));
    const day = new Date().toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="oja-activity-${day}.csv"`);
    c.header('Cache-Control', 'no-store');
    // A byte-order mark, so Excel reads ₦ and accented names as UTF-8.
    return c.body(`\uFEFF${csv}`);
  });
