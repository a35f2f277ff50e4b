import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { currentActor, requireRole } from '../http/guards.ts';
import { auditStamp } from '../http/audit-stamp.ts';
import { validateJson, validateParams } from '../http/validate.ts';
import { uuidParams } from '../../shared/schemas/params.ts';
import { setPlatformHoldInputSchema, setStoreHoldInputSchema, type PayoutHolds } from '../../shared/payout-holds.ts';
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
import { auditedAction } from '../workflows/audited-action/audited-action.ts';

/** A store's own hold in the table (null: it follows the platform's), for the audit trail. */
const storeHoldOf = (holds: PayoutHolds, storeId: string) =>
  holds.stores.find((hold) => hold.storeId === storeId)?.holdDays ?? null;

/** /api/admin/payout-holds: how long delivered orders' money is held (docs/product.md#earnings). */
export const payoutHoldAdminRoutes = new Hono<AppEnv>()
  .use(requireRole(['admin']))
  .get('/', async (c) => c.json(await readPayoutHolds(c.var.deps.db, c.var.deps.config.payoutHoldDays)))
  .put('/', validateJson(setPlatformHoldInputSchema), async (c) => {
    const fallbackDays = c.var.deps.config.payoutHoldDays;
    await auditedAction(c.var.deps.db, auditStamp(c), async (tx) => {
      const before = (await readPayoutHolds(tx, fallbackDays)).holdDays;
      await setPlatformHold(tx, c.req.valid('json').holdDays);
      const after = (await readPayoutHolds(tx, fallbackDays)).holdDays;
      return {
        result: null,
        audit: {
          kind: 'payout_hold_set',
          subjectType: 'setting',
          subjectId: 'payout_hold',
          before: { holdDays: before },
          after: { holdDays: after },
        },
      };
    });
    return c.json(await readPayoutHolds(c.var.deps.db, fallbackDays));
  })
  .put(
    '/stores/:storeId',
    validateParams(uuidParams('storeId', 'Store')),
    validateJson(setStoreHoldInputSchema),
    async (c) => {
      const fallbackDays = c.var.deps.config.payoutHoldDays;
      const { storeId } = c.req.valid('param');
      await auditedAction(c.var.deps.db, auditStamp(c), async (tx) => {
        const before = storeHoldOf(await readPayoutHolds(tx, fallbackDays), storeId);
        await setStoreHold(tx, storeId, c.req.valid('json').holdDays);
        const after = storeHoldOf(await readPayoutHolds(tx, fallbackDays), storeId);
        return {
          result: null,
          audit: {
            kind: 'payout_hold_set',
            subjectType: 'store',
            subjectId: storeId,
            before: { holdDays: before },
            after: { holdDays: after },
          },
        };
      });
      return c.json(await readPayoutHolds(c.var.deps.db, fallbackDays));
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
    await auditedAction(c.var.deps.db, auditStamp(c), async (tx) => {
      const before = await readPlatformCreditLimit(tx);
      await setPlatformCreditLimit(tx, c.req.valid('json').dailyLimitKobo);
      const after = await readPlatformCreditLimit(tx);
      return {
        result: null,
        audit: {
          kind: 'credit_limit_set',
          subjectType: 'setting',
          subjectId: 'platform_credit_limit',
          before: { dailyLimitKobo: before },
          after: { dailyLimitKobo: after },
        },
      };
    });
    return c.json(await overview(c.var.deps.db));
  })
  .post('/:entryId/release', entryParams, async (c) => {
    const { entryId } = c.req.valid('param');
    await auditedAction(c.var.deps.db, auditStamp(c), async (tx) => ({
      result: await decidePlatformCredit(tx, { entryId, decision: 'release' }, currentActor(c)),
      audit: {
        kind: 'platform_credit_released',
        subjectType: 'platform_credit',
        subjectId: entryId,
        before: { status: 'held' },
        after: { status: 'released' },
      },
    }));
    return c.json(await overview(c.var.deps.db));
  })
  .post('/:entryId/reject', entryParams, validateJson(rejectPlatformCreditInputSchema), async (c) => {
    const { entryId } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    await auditedAction(c.var.deps.db, auditStamp(c), async (tx) => ({
      result: await decidePlatformCredit(tx, { entryId, decision: 'reject', reason }, currentActor(c)),
      audit: {
        kind: 'platform_credit_rejected',
        subjectType: 'platform_credit',
        subjectId: entryId,
        before: { status: 'held' },
        after: { status: 'rejected', reason },
      },
    }));
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
