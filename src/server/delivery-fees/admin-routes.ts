import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { requireRole } from '../http/guards.ts';
import { validateJson } from '../http/validate.ts';
import { updateDeliveryFeesInputSchema } from '../../shared/schemas/delivery-fees.ts';
import { readDeliveryFees } from './read-delivery-fees.ts';
import { updateDeliveryFees } from './update-delivery-fees.ts';

/** /api/admin/delivery-fees: the admin's fee editor (docs/product.md#delivery-fees). */
export const deliveryFeeAdminRoutes = new Hono<AppEnv>()
  .use(requireRole(['admin']))
  .get('/', async (c) => c.json(await readDeliveryFees(c.var.deps.db)))
  .put('/', validateJson(updateDeliveryFeesInputSchema), async (c) => {
    const { fees, defaultFeeKobo } = c.req.valid('json');
    return c.json(await updateDeliveryFees(c.var.deps.db, { fees, defaultFeeKobo }));
  });
