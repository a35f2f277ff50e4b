import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { requireRole } from '../http/guards.ts';
import { parseInput, validateJson, validateParams } from '../http/validate.ts';
import { readMultipartForm } from '../http/read-upload.ts';
import { uploadBodyLimit } from '../http/body-limit.ts';
import { createCategoryInputSchema, setActiveInputSchema } from '../../shared/schemas/catalog.ts';
import { uuidParams } from '../../shared/schemas/params.ts';
import { createCategory } from './create-category.ts';
import { deleteCategory } from './delete-category.ts';
import { listAllCategories } from './list-all-categories.ts';
import { listAllProducts } from './list-all-products.ts';
import { listAllStores } from './list-all-stores.ts';
import { setProductActive } from './set-product-active.ts';
import { setStoreActive } from './set-store-active.ts';

/** The catalog's admin endpoints, mounted under /api/admin. */
export const catalogAdminRoutes = new Hono<AppEnv>()
  .use(requireRole(['admin']))
  .get('/categories', async (c) => c.json({ categories: await listAllCategories(c.var.deps.db) }))
  .post('/categories', uploadBodyLimit, async (c) => {
    const form = await readMultipartForm(c);
    const input = parseInput(createCategoryInputSchema, form.fields);
    const category = await createCategory(
      c.var.deps.db,
      { ...input, image: form.files.image?.[0] },
      c.var.deps.storage,
    );
    return c.json({ category }, 201);
  })
  .delete('/categories/:id', validateParams(uuidParams('id', 'Category')), async (c) => {
    await deleteCategory(c.var.deps.db, { categoryId: c.req.valid('param').id });
    return c.json({ ok: true });
  })
  .get('/stores', async (c) => c.json({ stores: await listAllStores(c.var.deps.db) }))
  .patch('/stores/:id', validateParams(uuidParams('id', 'Store')), validateJson(setActiveInputSchema), async (c) =>
    c.json({
      store: await setStoreActive(c.var.deps.db, { ...c.req.valid('json'), storeId: c.req.valid('param').id }),
    }),
  )
  .get('/products', async (c) => c.json({ products: await listAllProducts(c.var.deps.db) }))
  .patch('/products/:id', validateParams(uuidParams('id', 'Product')), validateJson(setActiveInputSchema), async (c) =>
    c.json({
      product: await setProductActive(c.var.deps.db, { ...c.req.valid('json'), productId: c.req.valid('param').id }),
    }),
  );
