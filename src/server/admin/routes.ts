import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { currentActor, requireRole } from '../http/guards.ts';
import { auditStamp } from '../http/audit-stamp.ts';
import { validateJson, validateParams } from '../http/validate.ts';
import { updateRoleInputSchema } from '../../shared/schemas/profile.ts';
import { uuidParams } from '../../shared/schemas/params.ts';
import { readDemotion, setUserRole } from '../workflows/set-user-role/set-user-role.ts';
import { listUsers } from './list-users.ts';
import { readAdminOverview } from '../workflows/read-admin-overview/read-admin-overview.ts';

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
        auditStamp(c),
      );
      return c.json(result);
    },
  )
  // What making a seller a customer would do (stores deactivated, open orders left).
  .get('/users/:id/demotion', validateParams(uuidParams('id', 'User')), async (c) =>
    c.json(await readDemotion(c.var.deps.db, c.req.valid('param').id)),
  )
  .get('/overview', async (c) => c.json(await readAdminOverview(c.var.deps.db)));
