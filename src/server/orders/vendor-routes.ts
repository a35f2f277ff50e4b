import { Hono } from 'hono';
import { auditStamp } from '../http/audit-stamp.ts';
import type { AppEnv } from '../http/context.ts';
import { currentActor, requireRole } from '../http/guards.ts';
import { validateJson, validateParams, validateQuery } from '../http/validate.ts';
import { uuidParams } from '../../shared/schemas/params.ts';
import { changeOrderStatusInputSchema, vendorOrdersQuerySchema } from '../../shared/schemas/fulfilment.ts';
import { listStoreOrders } from './list-store-orders.ts';
import { exportStoreOrders } from '../workflows/export-store-orders/export-store-orders.ts';
import { withOrderMoney } from '../workflows/read-order-money/read-order-money.ts';
import { readVendorOverview } from './read-vendor-overview.ts';
import { changeOrderStatus } from '../workflows/change-order-status/change-order-status.ts';

const sellers = requireRole(['vendor', 'admin']);

/** /api/vendor: the orders of the caller's own stores, their CSV, the overview, and fulfilment. */
export const vendorOrderRoutes = new Hono<AppEnv>()
  .get('/orders', sellers, validateQuery(vendorOrdersQuerySchema), async (c) => {
    const page = await listStoreOrders(c.var.deps.db, c.req.valid('query'), currentActor(c));
    return c.json({ ...page, orders: await withOrderMoney(c.var.deps.db, page.orders) });
  })
  .get('/orders.csv', sellers, async (c) => {
    const csv = await exportStoreOrders(c.var.deps.db, currentActor(c));
    const day = new Date().toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="oja-orders-${day}.csv"`);
    c.header('Cache-Control', 'no-store');
    // A byte-order mark, so Excel reads ₦ and accented names as UTF-8.
    return c.body(`\uFEFF${csv}`);
  })
  .get('/overview', sellers, async (c) => c.json(await readVendorOverview(c.var.deps.db, currentActor(c))))
  .post(
    '/orders/:orderId/status',
    sellers,
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
  );
