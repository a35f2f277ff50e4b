import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { currentUser, requireRole } from '../http/guards.ts';
import { parseInput, validateJson, validateParams } from '../http/validate.ts';
import { readMultipartForm } from '../http/read-upload.ts';
import { AppError } from '../http/app-error.ts';
import { multiImageBodyLimit } from '../http/body-limit.ts';
import { createProductInputSchema, createStoreInputSchema, updateProductInputSchema } from '../../shared/schemas/catalog.ts';
import { messages } from '../../shared/messages.ts';
import { addProduct, createStore, deleteProduct, getManagedStore, listOwnStores, updateProduct } from './service.ts';

// A store id that is not even a UUID is a store that does not exist: the same 404 as any other.
const storeIdParams = validator('param', (params: Record<string, string>) => {
  const storeId = params.storeId ?? '';
  if (!z.uuid().safeParse(storeId).success) throw new AppError('not_found', messages.access.storeNotFoundOrDenied);
  return { storeId };
});
const productIdParams = z.object({ productId: z.uuid({ error: 'Product id must be a UUID' }) });

export const storeRoutes = new Hono<AppEnv>()
  .post(
    '/',
    // Customers get the spec's own words when they try to create a store.
    async (c, next) => {
      if (currentUser(c).role === 'customer') throw new AppError('forbidden', messages.access.vendorAccountToCreateStore);
      await next();
    },
    multiImageBodyLimit(2),
    async (c) => {
      const form = await readMultipartForm(c);
      const input = parseInput(createStoreInputSchema, form.fields);
      const store = await createStore(c.var.deps.db, c.var.deps.storage, currentUser(c), input, {
        logo: form.files.logo?.[0],
        banner: form.files.banner?.[0],
      });
      return c.json({ store }, 201);
    },
  )
  .get('/mine', requireRole('vendor', 'admin'), async (c) => c.json({ stores: await listOwnStores(c.var.deps.db, currentUser(c).id) }))
  .get('/:storeId/manage', requireRole('vendor', 'admin'), storeIdParams, async (c) =>
    c.json(await getManagedStore(c.var.deps.db, currentUser(c).id, c.req.valid('param').storeId)),
  )
  .post('/:storeId/products', requireRole('vendor', 'admin'), storeIdParams, multiImageBodyLimit(5), async (c) => {
    const form = await readMultipartForm(c);
    const input = parseInput(createProductInputSchema, form.fields);
    const product = await addProduct(
      c.var.deps.db,
      c.var.deps.storage,
      currentUser(c).id,
      c.req.valid('param').storeId,
      input,
      form.files.images ?? [],
    );
    return c.json({ product }, 201);
  });

export const productRoutes = new Hono<AppEnv>()
  .patch('/:productId', requireRole('vendor', 'admin'), validateParams(productIdParams), validateJson(updateProductInputSchema), async (c) => {
    const product = await updateProduct(c.var.deps.db, currentUser(c).id, c.req.valid('param').productId, c.req.valid('json'));
    return c.json({ product });
  })
  .delete('/:productId', requireRole('vendor', 'admin'), validateParams(productIdParams), async (c) => {
    await deleteProduct(c.var.deps.db, currentUser(c), c.req.valid('param').productId);
    return c.json({ ok: true });
  });
