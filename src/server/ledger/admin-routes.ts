import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { currentActor, requireRole } from '../http/guards.ts';
import { validateJson, validateParams } from '../http/validate.ts';
import { uuidParams } from '../../shared/schemas/params.ts';
import { setPlatformHoldInputSchema, setStoreHoldInputSchema } from '../../shared/payout-holds.ts';
import { readPayoutHolds, setPlatformHold, setStoreHold } from './payout-holds.ts';
import {
  rejectPlatformCreditInputSchema,
  setPlatformCreditLimitInputSchema,
  type PlatformCreditOverview,
} from '../../shared/platform-credit.ts';
import { readPlatformCreditLimit, setPlatformCreditLimit } from './platform-credit-limit.ts';
import { listHeldPlatformCredit } from './list-held-platform-credit.ts';
import { decidePlatformCredit } from './decide-platform-credit.ts';
import { exportCommission } from './export-commission.ts';

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

const entryParams = validateParams(uuidParams('entryId', 'Credit'));
const overview = async (db: AppEnv['Variables']['deps']['db']): Promise<PlatformCreditOverview> => ({
  dailyLimitKobo: await readPlatformCreditLimit(db),
  held: await listHeldPlatformCredit(db),
});

/**
 * /api/admin/platform-credit: platform-coupon credit above a store's daily limit, waiting for an
 * admin on Needs attention (decision 0026), and that limit.
 */
export const platformCreditAdminRoutes = new Hono<AppEnv>()
  .use(requireRole(['admin']))
  .get('/', async (c) => c.json(await overview(c.var.deps.db)))
  .put('/limit', validateJson(setPlatformCreditLimitInputSchema), async (c) => {
    await setPlatformCreditLimit(c.var.deps.db, c.req.valid('json').dailyLimitKobo);
    return c.json(await overview(c.var.deps.db));
  })
  .post('/:entryId/release', entryParams, async (c) => {
    const { entryId } = c.req.valid('param');
    await c.var.deps.db.transaction((tx) =>
      decidePlatformCredit(tx, { entryId, decision: 'release' }, currentActor(c)),
    );
    return c.json(await overview(c.var.deps.db));
  })
  .post('/:entryId/reject', entryParams, validateJson(rejectPlatformCreditInputSchema), async (c) => {
    const { entryId } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    await c.var.deps.db.transaction((tx) =>
      decidePlatformCredit(tx, { entryId, decision: 'reject', reason }, currentActor(c)),
    );
    return c.json(await overview(c.var.deps.db));
  });

/** /api/admin/commission.csv: the commission earned per order (docs/product.md#commission), for the books. */
export const commissionExportAdminRoutes = new Hono<AppEnv>()
  .use(requireRole(['admin']))
  .get('/commission.csv', async (c) => {
    const csv = await exportCommission(c.var.deps.db);
    const day = new Date().toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="oja-commission-${day}.csv"`);
    c.header('Cache-Control', 'no-store');
    // A byte-order mark, so Excel reads ₦ and accented names as UTF-8.
    return c.body(`\uFEFF${csv}`);
  });
