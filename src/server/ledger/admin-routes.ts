import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { requireRole } from '../http/guards.ts';
import { validateJson, validateParams } from '../http/validate.ts';
import { uuidParams } from '../../shared/schemas/params.ts';
import { setPlatformHoldInputSchema, setStoreHoldInputSchema } from '../../shared/payout-holds.ts';
import { readPayoutHolds, setPlatformHold, setStoreHold } from './payout-holds.ts';

/** /api/admin/payout-holds: how long delivered orders' money is held (docs/product.md#earnings). */
export const payoutHoldAdminRoutes = new Hono<AppEnv>()
  .use(requireRole(['admin']))
  .get('/', async (c) => c.json(await readPayoutHolds(c.var.deps.db, c.var.deps.config.payoutHoldDays)))
  .put('/', validateJson(setPlatformHoldInputSchema), async (c) => {
    await setPlatformHold(c.var.deps.db, c.req.valid('json').holdDays);
    return c.json(await readPayoutHolds(c.var.deps.db, c.var.deps.config.payoutHoldDays));
  })
  .put(
    '/stores/:storeId',
    validateParams(uuidParams('storeId', 'Store')),
    validateJson(setStoreHoldInputSchema),
    async (c) => {
      await setStoreHold(c.var.deps.db, c.req.valid('param').storeId, c.req.valid('json').holdDays);
      return c.json(await readPayoutHolds(c.var.deps.db, c.var.deps.config.payoutHoldDays));
    },
  );
