import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { requireRole } from '../http/guards.ts';
import { validateJson, validateParams } from '../http/validate.ts';
import { uuidParams } from '../../shared/schemas/params.ts';
import { commissionRateInputSchema, platformCommissionInputSchema } from '../../shared/schemas/commission.ts';
import { readCommissionRules } from './read-commission-rules.ts';
import { setPlatformCommission } from './set-platform-commission.ts';
import { setCommissionOverride } from './set-commission-override.ts';
import { removeCommissionOverride } from './remove-commission-override.ts';

const categoryParams = uuidParams('categoryId', 'Category');
const storeParams = uuidParams('storeId', 'Store');

/** /api/admin/commission: the rules the marketplace earns by (docs/product.md#commission). Each answer is the whole table. */
export const commissionAdminRoutes = new Hono<AppEnv>()
  .use(requireRole(['admin']))
  .get('/', async (c) => c.json(await readCommissionRules(c.var.deps.db)))
  .put('/platform', validateJson(platformCommissionInputSchema), async (c) =>
    c.json(await setPlatformCommission(c.var.deps.db, c.req.valid('json'))),
  )
  .put('/categories/:categoryId', validateParams(categoryParams), validateJson(commissionRateInputSchema), async (c) =>
    c.json(
      await setCommissionOverride(
        c.var.deps.db,
        { scope: 'category', categoryId: c.req.valid('param').categoryId },
        c.req.valid('json'),
      ),
    ),
  )
  .delete('/categories/:categoryId', validateParams(categoryParams), async (c) =>
    c.json(
      await removeCommissionOverride(c.var.deps.db, { scope: 'category', categoryId: c.req.valid('param').categoryId }),
    ),
  )
  .put('/stores/:storeId', validateParams(storeParams), validateJson(commissionRateInputSchema), async (c) =>
    c.json(
      await setCommissionOverride(
        c.var.deps.db,
        { scope: 'store', storeId: c.req.valid('param').storeId },
        c.req.valid('json'),
      ),
    ),
  )
  .delete('/stores/:storeId', validateParams(storeParams), async (c) =>
    c.json(await removeCommissionOverride(c.var.deps.db, { scope: 'store', storeId: c.req.valid('param').storeId })),
  );
