import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { currentActor, requireRole } from '../http/guards.ts';
import { validateJson, validateParams } from '../http/validate.ts';
import { updateRoleInputSchema } from '../../shared/schemas/profile.ts';
import { uuidParams } from '../../shared/schemas/params.ts';
import { readDemotion, setUserRole } from '../workflows/set-user-role.ts';
import { listUsers } from './list-users.ts';
import { readOverview } from './read-overview.ts';
import { exportCommission } from './export-commission.ts';

/** /api/admin: users and the overview. Other domains mount their own admin routes beside these. */
export const adminRoutes = new Hono<AppEnv>()
  .use(requireRole(['admin']))
  .get('/users', async (c) => c.json({ users: await listUsers(c.var.deps.db) }))
  .patch(
    '/users/:id/role',
    validateParams(uuidParams('id', 'User')),
    validateJson(updateRoleInputSchema),
    async (c) => {
      const result = await setUserRole(
        c.var.deps.db,
        { ...c.req.valid('json'), userId: c.req.valid('param').id },
        currentActor(c),
      );
      return c.json(result);
    },
  )
  // What making a seller a customer would do (stores deactivated, open orders left).
  .get('/users/:id/demotion', validateParams(uuidParams('id', 'User')), async (c) =>
    c.json(await readDemotion(c.var.deps.db, c.req.valid('param').id)),
  )
  .get('/overview', async (c) => c.json(await readOverview(c.var.deps.db)))
  // The commission earned per order (docs/product.md#commission), for the books.
  .get('/commission.csv', async (c) => {
    const csv = await exportCommission(c.var.deps.db);
    const day = new Date().toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="oja-commission-${day}.csv"`);
    c.header('Cache-Control', 'no-store');
    // A byte-order mark, so Excel reads ₦ and accented names as UTF-8.
    return c.body(`\uFEFF${csv}`);
  });
