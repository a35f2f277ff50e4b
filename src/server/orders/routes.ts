import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { currentActor, requireRole, requireUser } from '../http/guards.ts';
import { auditStamp } from '../http/audit-stamp.ts';
import { validateParams, validateQuery } from '../http/validate.ts';
import { uuidParams } from '../../shared/schemas/params.ts';
import { ordersPageQuerySchema } from '../../shared/schemas/checkout.ts';
import type { OrderEvent } from '../../shared/checkout.ts';
import { listCustomerOrders } from '../workflows/list-customer-orders/list-customer-orders.ts';
import { readOwnTracking } from './read-own-tracking.ts';
import { readLastShippingState } from './read-last-shipping-state.ts';
import { ORDER_EVENTS_CHANNEL, type OrderChange } from './publish-order-events.ts';
import { markWhatsAppOrderPaid } from '../workflows/mark-whatsapp-order-paid/mark-whatsapp-order-paid.ts';

const PING_SECONDS = 25;

/** ?cancelledAttempts=exclude: without the checkouts cancelled before any payment (the dashboard's recent orders). */
const ownOrdersQuerySchema = ordersPageQuerySchema.extend({
  cancelledAttempts: z.enum(['include', 'exclude'], { error: 'Use include or exclude' }).default('include'),
});

/** /api/orders: a customer's own orders and their tracking (404 for anyone else's), live. */
export const orderRoutes = new Hono<AppEnv>()
  .get('/', requireUser(), validateQuery(ownOrdersQuerySchema), async (c) =>
    c.json(await listCustomerOrders(c.var.deps.db, c.req.valid('query'), currentActor(c))),
  )
  // The state of the caller's latest order's address: where the product page estimates delivery to.
  .get('/last-shipping-state', requireUser(), async (c) =>
    c.json({ state: await readLastShippingState(c.var.deps.db, currentActor(c)) }),
  )
  .get('/events', requireUser(), (c) => {
    const actor = currentActor(c);
    // no-transform: the compression middleware would otherwise hold events back to fill a block.
    c.header('Cache-Control', 'no-cache, no-transform');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const unsubscribe = await c.var.deps.events.subscribe(ORDER_EVENTS_CHANNEL, (payload) => {
        const changes = JSON.parse(payload) as OrderChange[];
        for (const change of changes) {
          if (change.customerId !== actor.id) continue;
          const event: OrderEvent = {
            orderId: change.orderId,
            status: change.status,
            paymentStatus: change.paymentStatus,
          };
          void stream.writeSSE({ event: 'order', data: JSON.stringify(event) }).catch(() => undefined);
        }
      });
      await stream.writeSSE({ event: 'ready', data: '{}' });
      // A stopping process ends the stream: the browser's EventSource reconnects, through the
      // balancer, to a node that stays.
      let stopping = false;
      let forgetClose = () => {};
      const closed = new Promise<void>((resolve) => {
        stream.onAbort(resolve);
        forgetClose = c.var.deps.lifecycle.onClose(() => {
          stopping = true;
          resolve();
        });
      });
      const open = () => !stopping && !stream.aborted && !stream.closed;
      while (open()) {
        await Promise.race([stream.sleep(PING_SECONDS * 1000), closed]);
        if (!open()) break;
        await stream.write(': ping\n\n').catch(() => undefined);
      }
      forgetClose();
      await unsubscribe();
    });
  })
  .get('/:orderId/tracking', requireUser(), validateParams(uuidParams('orderId', 'Order')), async (c) =>
    c.json({ tracking: await readOwnTracking(c.var.deps.db, c.req.valid('param').orderId, currentActor(c)) }),
  )
  .post('/:orderId/mark-paid', requireRole(['admin']), validateParams(uuidParams('orderId', 'Order')), async (c) =>
    c.json({
      order: await markWhatsAppOrderPaid(c.var.deps, c.req.valid('param').orderId, currentActor(c), auditStamp(c)),
    }),
  );
