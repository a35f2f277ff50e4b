import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { currentUser, requireRole } from '../http/guards.ts';
import { validateJson, validateParams } from '../http/validate.ts';
import { updateRoleInputSchema } from '../../shared/schemas/profile.ts';
import { changeUserRole, listUsers } from './service.ts';

const userIdParams = z.object({ id: z.uuid({ error: 'User id must be a UUID' }) });

export const adminRoutes = new Hono<AppEnv>()
  .use(requireRole('admin'))
  .get('/users', async (c) => c.json({ users: await listUsers(c.var.deps.db) }))
  .patch('/users/:id/role', validateParams(userIdParams), validateJson(updateRoleInputSchema), async (c) => {
    const user = await changeUserRole(c.var.deps.db, currentUser(c).id, c.req.valid('param').id, c.req.valid('json').role);
    return c.json({ user });
  });
