import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { requireRole } from '../http/guards.ts';
import { auditStamp } from '../http/audit-stamp.ts';
import { parseInput, validateJson, validateParams } from '../http/validate.ts';
import { readMultipartForm } from '../http/read-upload.ts';
import { uploadBodyLimit } from '../http/body-limit.ts';
import { createCategoryInputSchema, setActiveInputSchema } from '../../shared/schemas/catalog.ts';
import { uuidParams } from '../../shared/schemas/params.ts';
import { auditedAction } from '../workflows/audited-action/audited-action.ts';
import { readCategoryForAudit, readProductForAudit, readStoreForAudit } from './read-audit-subject.ts';
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
    const category = await auditedAction(c.var.deps.db, auditStamp(c), async (tx) => {
      const result = await createCategory(tx, { ...input, image: form.files.image?.[0] }, c.var.deps.storage);
      return {
        result,
        audit: {
          kind: 'category_created',
          subjectType: 'category',
          subjectId: result.id,
          before: null,
          after: { name: result.name, slug: result.slug, isActive: result.isActive },
        },
      };
    });
    return c.json({ category }, 201);
  })
  .delete('/categories/:id', validateParams(uuidParams('id', 'Category')), async (c) => {
    const categoryId = c.req.valid('param').id;
    await auditedAction(c.var.deps.db, auditStamp(c), async (tx) => {
      const before = await readCategoryForAudit(tx, categoryId);
      const result = await deleteCategory(tx, { categoryId });
      return { result, audit: { kind: 'category_deleted', subjectType: 'category', subjectId: categoryId, before } };
    });
    return c.json({ ok: true });
  })
  .get('/stores', async (c) => c.json({ stores: await listAllStores(c.var.deps.db) }))
  .patch('/stores/:id', validateParams(uuidParams('id', 'Store')), validateJson(setActiveInputSchema), async (c) =>
    c.json({
      store: await auditedAction(c.var.deps.db, auditStamp(c), async (tx) => {
        const storeId = c.req.valid('param').id;
        const before = await readStoreForAudit(tx, storeId);
        const result = await setStoreActive(tx, { ...c.req.valid('json'), storeId });
        const after = { ...before, isActive: result.isActive };
        return { result, audit: { kind: 'store_active_set', subjectType: 'store', subjectId: storeId, before, after } };
      }),
    }),
  )
  .get('/products', async (c) => c.json({ products: await listAllProducts(c.var.deps.db) }))
  .patch('/products/:id', validateParams(uuidParams('id', 'Product')), validateJson(setActiveInputSchema), async (c) =>
    c.json({
      product: await auditedAction(c.var.deps.db, auditStamp(c), async (tx) => {
        const productId = c.req.valid('param').id;
        const before = await readProductForAudit(tx, productId);
        const result = await setProductActive(tx, { ...c.req.valid('json'), productId });
        const after = { ...before, isActive: result.isActive };
        return {
          result,
          audit: { kind: 'product_active_set', subjectType: 'product', subjectId: productId, before, after },
        };
      }),
    }),
  );
