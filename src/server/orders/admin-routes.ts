import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { currentActor, requireRole } from '../http/guards.ts';
import { auditStamp } from '../http/audit-stamp.ts';
import { auditedAction } from '../workflows/audited-action/audited-action.ts';
import { validateJson, validateParams, validateQuery } from '../http/validate.ts';
import { uuidParams } from '../../shared/schemas/params.ts';
import { adminOrdersQuerySchema, changeOrderStatusInputSchema } from '../../shared/schemas/fulfilment.ts';
import { listAllOrders } from './list-all-orders.ts';
import { withOrderMoney } from '../workflows/read-order-money/read-order-money.ts';
import { changeOrderStatus } from '../workflows/change-order-status/change-order-status.ts';
import { recordRefundByHand } from '../workflows/record-refund-by-hand/record-refund-by-hand.ts';

/**
 * /api/admin/orders: every order, filtered and paged on the server; admins move any order and
 * record a WhatsApp refund paid by hand.
 */
export const adminOrderRoutes = new Hono<AppEnv>()
  .use(requireRole(['admin']))
  .get('/', validateQuery(adminOrdersQuerySchema), async (c) => {
    const page = await listAllOrders(c.var.deps.db, c.req.valid('query'));
    return c.json({ ...page, orders: await withOrderMoney(c.var.deps.db, page.orders) });
  })
  .post(
    '/:orderId/status',
    validateParams(uuidParams('orderId', 'Order')),
    validateJson(changeOrderStatusInputSchema),
    async (c) =>
      c.json({
        order: await changeOrderStatus(
          c.var.deps,
          { ...c.req.valid('json'), orderId: c.req.valid('param').orderId },
          currentActor(c),
          auditStamp(c),
        ),
      }),
  )
  .post('/:orderId/mark-refunded', validateParams(uuidParams('orderId', 'Order')), async (c) => {
    const { db } = c.var.deps;
    const orderId = c.req.valid('param').orderId;
    const order = await auditedAction(db, auditStamp(c), async (tx) => {
      const result = await recordRefundByHand(tx, orderId);
      return {
        result,
        audit: {
          kind: 'refund_issued',
          subjectType: 'order',
          subjectId: orderId,
          before: { paymentStatus: 'refund_pending' },
          after: { paymentStatus: result.paymentStatus, by: 'hand' },
        },
      };
    });
    return c.json({ order });
  });
