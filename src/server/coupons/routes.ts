import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { currentActor, requireRole } from '../http/guards.ts';
import type { Context } from 'hono';
import { auditStamp } from '../http/audit-stamp.ts';
import { validateJson, validateParams } from '../http/validate.ts';
import { uuidParams } from '../../shared/schemas/params.ts';
import {
  createCouponInputSchema,
  createPlatformCouponInputSchema,
  updateCouponInputSchema,
} from '../../shared/schemas/coupons.ts';
import { createCoupon } from './create-coupon.ts';
import { listCoupons } from './list-coupons.ts';
import { ownStore } from './own-store.ts';
import { setCouponActive } from './set-coupon-active.ts';
import { readCouponActive } from './read-coupon-active.ts';
import { auditedAction } from '../workflows/audited-action/audited-action.ts';

/** Creates a coupon (the platform's when store is null) with its row of the audit trail (decision 0042). */
const createAudited = (
  c: Context<AppEnv>,
  ...[input, store, actor]: Parameters<typeof createCoupon> extends [unknown, ...infer R] ? R : never
) =>
  auditedAction(c.var.deps.db, auditStamp(c), async (tx) => {
    const result = await createCoupon(tx, input, store, actor);
    return {
      result,
      audit: { kind: 'coupon_created', subjectType: 'coupon', subjectId: result.id, before: null, after: result },
    };
  });

/** Turns a coupon on or off with its row of the audit trail. */
const setActiveAudited = (c: Context<AppEnv>, input: Parameters<typeof setCouponActive>[1]) =>
  auditedAction(c.var.deps.db, auditStamp(c), async (tx) => {
    const wasActive = await readCouponActive(tx, input.couponId);
    const result = await setCouponActive(tx, input);
    return {
      result,
      audit: {
        kind: 'coupon_active_set',
        subjectType: 'coupon',
        subjectId: input.couponId,
        before: { code: result.code, active: wasActive },
        after: { code: result.code, active: result.active },
      },
    };
  });

const storeIdParams = validateParams(uuidParams('storeId', 'Store'));
const couponParams = validateParams(uuidParams('storeId', 'Store').extend(uuidParams('couponId', 'Coupon').shape));
const couponIdParams = validateParams(uuidParams('couponId', 'Coupon'));

/** /api/admin/coupons: the platform's coupons (docs/product.md#coupons), admins only. */
export const adminCouponRoutes = new Hono<AppEnv>()
  .use(requireRole(['admin']))
  .get('/', async (c) => c.json({ coupons: await listCoupons(c.var.deps.db, null) }))
  .post('/', validateJson(createPlatformCouponInputSchema), async (c) =>
    c.json({ coupon: await createAudited(c, c.req.valid('json'), null, currentActor(c)) }, 201),
  )
  .patch('/:couponId', couponIdParams, validateJson(updateCouponInputSchema), async (c) =>
    c.json({
      coupon: await setActiveAudited(c, {
        couponId: c.req.valid('param').couponId,
        storeId: null,
        active: c.req.valid('json').active,
      }),
    }),
  );

/** /api/stores/:storeId/coupons: a store's own coupons, its owner only. */
export const storeCouponRoutes = new Hono<AppEnv>()
  .get('/:storeId/coupons', requireRole(['vendor', 'admin']), storeIdParams, async (c) => {
    const store = await ownStore(c.var.deps.db, c.req.valid('param').storeId, currentActor(c));
    return c.json({ coupons: await listCoupons(c.var.deps.db, store.id) });
  })
  .post(
    '/:storeId/coupons',
    requireRole(['vendor', 'admin']),
    storeIdParams,
    validateJson(createCouponInputSchema),
    async (c) => {
      const actor = currentActor(c);
      const store = await ownStore(c.var.deps.db, c.req.valid('param').storeId, actor);
      return c.json({ coupon: await createAudited(c, c.req.valid('json'), store, actor) }, 201);
    },
  )
  .patch(
    '/:storeId/coupons/:couponId',
    requireRole(['vendor', 'admin']),
    couponParams,
    validateJson(updateCouponInputSchema),
    async (c) => {
      const { storeId, couponId } = c.req.valid('param');
      const store = await ownStore(c.var.deps.db, storeId, currentActor(c));
      return c.json({
        coupon: await setActiveAudited(c, { couponId, storeId: store.id, active: c.req.valid('json').active }),
      });
    },
  );
