import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { currentUser, requireRole } from '../http/guards.ts';
import { validateJson, validateParams } from '../http/validate.ts';
import { updateRoleInputSchema } from '../../shared/schemas/profile.ts';
import { changeUserRole, listUsers } from './service.ts';
import { parseInput } from '../http/validate.ts';
import { readMultipartForm } from '../http/read-upload.ts';
import { uploadBodyLimit } from '../http/body-limit.ts';
import { createCategoryInputSchema, setActiveInputSchema } from '../../shared/schemas/catalog.ts';
import {
  createCategory,
  deleteCategory,
  getOverview,
  listAllCategories,
  listAllProducts,
  listAllStores,
  setProductActive,
  setStoreActive,
} from './catalog-service.ts';

const userIdParams = z.object({ id: z.uuid({ error: 'User id must be a UUID' }) });
const idParams = z.object({ id: z.uuid({ error: 'Id must be a UUID' }) });

export const adminRoutes = new Hono<AppEnv>()
  .use(requireRole('admin'))
  .get('/users', async (c) => c.json({ users: await listUsers(c.var.deps.db) }))
  .patch('/users/:id/role', validateParams(userIdParams), validateJson(updateRoleInputSchema), async (c) => {
    const user = await changeUserRole(c.var.deps.db, currentUser(c).id, c.req.valid('param').id, c.req.valid('json').role);
    return c.json({ user });
  })
  .get('/overview', async (c) => c.json(await getOverview(c.var.deps.db)))
  .get('/categories', async (c) => c.json({ categories: await listAllCategories(c.var.deps.db) }))
  .post('/categories', uploadBodyLimit, async (c) => {
    const form = await readMultipartForm(c);
    const input = parseInput(createCategoryInputSchema, form.fields);
    const category = await createCategory(c.var.deps.db, c.var.deps.storage, input, form.files.image?.[0]);
    return c.json({ category }, 201);
  })
  .delete('/categories/:id', validateParams(idParams), async (c) => {
    await deleteCategory(c.var.deps.db, c.req.valid('param').id);
    return c.json({ ok: true });
  })
  .get('/stores', async (c) => c.json({ stores: await listAllStores(c.var.deps.db) }))
  .patch('/stores/:id', validateParams(idParams), validateJson(setActiveInputSchema), async (c) =>
    c.json({ store: await setStoreActive(c.var.deps.db, c.req.valid('param').id, c.req.valid('json').isActive) }),
  )
  .get('/products', async (c) => c.json({ products: await listAllProducts(c.var.deps.db) }))
  .patch('/products/:id', validateParams(idParams), validateJson(setActiveInputSchema), async (c) =>
    c.json({ product: await setProductActive(c.var.deps.db, c.req.valid('param').id, c.req.valid('json').isActive) }),
  );
