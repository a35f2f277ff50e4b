import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { requireRole } from '../http/guards.ts';
import { auditStamp } from '../http/audit-stamp.ts';
import { validateJson, validateParams } from '../http/validate.ts';
import { uuidParams } from '../../shared/schemas/params.ts';
import {
  commissionRateInputSchema,
  platformCommissionInputSchema,
  type CommissionRateInput,
} from '../../shared/schemas/commission.ts';
import { auditedAction } from '../workflows/audited-action/audited-action.ts';
import { readCommissionRules } from './read-commission-rules.ts';
import { setPlatformCommission } from './set-platform-commission.ts';
import { setCommissionOverride, type OverrideTarget } from './set-commission-override.ts';
import { removeCommissionOverride } from './remove-commission-override.ts';
import { commissionRuleOf } from './commission-rule-of.ts';

const categoryParams = uuidParams('categoryId', 'Category');
const storeParams = uuidParams('storeId', 'Store');

const subjectOf = (target: OverrideTarget) => ({
  subjectType: target.scope === 'category' ? ('category' as const) : ('store' as const),
  subjectId: target.scope === 'category' ? target.categoryId : target.storeId,
});

/** Sets an override and records it: the rate before (null if none) and after. */
const setOverride = (c: Context<AppEnv>, target: OverrideTarget, rate: CommissionRateInput) =>
  auditedAction(c.var.deps.db, auditStamp(c), async (tx) => {
    const before = commissionRuleOf(await readCommissionRules(tx), target);
    const result = await setCommissionOverride(tx, target, rate);
    const after = commissionRuleOf(result, target);
    return { result, audit: { kind: 'commission_override_set', ...subjectOf(target), before, after } };
  });

/** Removes an override and records the rate it had. */
const removeOverride = (c: Context<AppEnv>, target: OverrideTarget) =>
  auditedAction(c.var.deps.db, auditStamp(c), async (tx) => {
    const before = commissionRuleOf(await readCommissionRules(tx), target);
    const result = await removeCommissionOverride(tx, target);
    return { result, audit: { kind: 'commission_override_removed', ...subjectOf(target), before, after: null } };
  });

/** /api/admin/commission: the rules the marketplace earns by (docs/product.md#commission). Each answer is the whole table. */
export const commissionAdminRoutes = new Hono<AppEnv>()
  .use(requireRole(['admin']))
  .get('/', async (c) => c.json(await readCommissionRules(c.var.deps.db)))
  .put('/platform', validateJson(platformCommissionInputSchema), async (c) =>
    c.json(
      await auditedAction(c.var.deps.db, auditStamp(c), async (tx) => {
        const before = (await readCommissionRules(tx)).platform;
        const result = await setPlatformCommission(tx, c.req.valid('json'));
        return {
          result,
          audit: {
            kind: 'commission_default_set',
            subjectType: 'commission_rule',
            subjectId: 'platform',
            before,
            after: result.platform,
          },
        };
      }),
    ),
  )
  .put('/categories/:categoryId', validateParams(categoryParams), validateJson(commissionRateInputSchema), async (c) =>
    c.json(
      await setOverride(c, { scope: 'category', categoryId: c.req.valid('param').categoryId }, c.req.valid('json')),
    ),
  )
  .delete('/categories/:categoryId', validateParams(categoryParams), async (c) =>
    c.json(await removeOverride(c, { scope: 'category', categoryId: c.req.valid('param').categoryId })),
  )
  .put('/stores/:storeId', validateParams(storeParams), validateJson(commissionRateInputSchema), async (c) =>
    c.json(await setOverride(c, { scope: 'store', storeId: c.req.valid('param').storeId }, c.req.valid('json'))),
  )
  .delete('/stores/:storeId', validateParams(storeParams), async (c) =>
    c.json(await removeOverride(c, { scope: 'store', storeId: c.req.valid('param').storeId })),
  );
