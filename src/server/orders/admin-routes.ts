import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { currentActor, requireRole } from '../http/guards.ts';
import { validateJson, validateParams, validateQuery } from '../http/validate.ts';
import { uuidParams } from '../../shared/schemas/params.ts';
import { adminOrdersQuerySchema, changeOrderStatusInputSchema } from '../../shared/schemas/fulfilment.ts';
import { listAllOrders } from './list-all-orders.ts';
import { changeOrderStatusFlow } from '../workflows/change-order-status.ts';

/** /api/admin/orders: every order, filtered and paged on the server; admins move any order. */
export const adminOrderRoutes = new Hono<AppEnv>()
  .use(requireRole(['admin']))
  .get('/', validateQuery(adminOrdersQuerySchema), async (c) =>
    c.json(await listAllOrders(c.var.deps.db, c.req.valid('query'))),
  )
  .post(
    '/:orderId/status',
    validateParams(uuidParams('orderId', 'Order')),
    validateJson(changeOrderStatusInputSchema),
    async (c) =>
      c.json({
        order: await changeOrderStatusFlow(
          c.var.deps,
          { ...c.req.valid('json'), orderId: c.req.valid('param').orderId },
          currentActor(c),
        ),
      }),
  );
