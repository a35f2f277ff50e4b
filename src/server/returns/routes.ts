import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { currentActor, requireRole, requireUser } from '../http/guards.ts';
import { validateJson, validateParams } from '../http/validate.ts';
import { uuidParams } from '../../shared/schemas/params.ts';
import {
  acceptReturnInputSchema,
  decideReturnInputSchema,
  declineReturnInputSchema,
  openReturnInputSchema,
} from '../../shared/schemas/returns.ts';
import { readOrderReturn } from './read-order-return.ts';
import { listEscalatedReturns, listStoreReturns } from './read-returns.ts';
import { openReturnRequest } from '../workflows/open-return-request.ts';
import { escalateReturnRequest } from '../workflows/escalate-return-request.ts';
import { decideReturnRequest } from '../workflows/decide-return-request.ts';
import { receiveReturnedItems } from '../workflows/receive-returned-items.ts';

const orderParams = validateParams(uuidParams('orderId', 'Order'));
const returnParams = validateParams(uuidParams('returnId', 'Return request'));
const sellers = requireRole(['vendor', 'admin']);

/** /api/orders/:orderId/return: the customer's returns on their own order (docs/product.md#returns). */
export const customerReturnRoutes = new Hono<AppEnv>()
  .get('/:orderId/return', requireUser(), orderParams, async (c) =>
    c.json(await readOrderReturn(c.var.deps.db, c.req.valid('param').orderId, currentActor(c))),
  )
  .post('/:orderId/return', requireUser(), orderParams, validateJson(openReturnInputSchema), async (c) => {
    const row = await openReturnRequest(c.var.deps, c.req.valid('param').orderId, c.req.valid('json'), currentActor(c));
    return c.json({ returnId: row.id, status: row.status }, 201);
  })
  .post('/:orderId/return/escalate', requireUser(), orderParams, async (c) => {
    const row = await escalateReturnRequest(c.var.deps, c.req.valid('param').orderId, currentActor(c));
    return c.json({ returnId: row.id, status: row.status });
  });

/** /api/vendor/returns: requests on the caller's own stores' orders, and deciding them. */
export const vendorReturnRoutes = new Hono<AppEnv>()
  .get('/', sellers, async (c) => c.json({ returns: await listStoreReturns(c.var.deps.db, currentActor(c).id) }))
  .post('/:returnId/accept', sellers, returnParams, validateJson(acceptReturnInputSchema), async (c) => {
    const row = await decideReturnRequest(
      c.var.deps,
      c.req.valid('param').returnId,
      { decision: 'accept', refundKobo: c.req.valid('json').refundKobo },
      currentActor(c),
      'vendor',
    );
    return c.json({ returnId: row.id, status: row.status, refundKobo: row.refundKobo });
  })
  .post('/:returnId/decline', sellers, returnParams, validateJson(declineReturnInputSchema), async (c) => {
    const row = await decideReturnRequest(
      c.var.deps,
      c.req.valid('param').returnId,
      { decision: 'decline', reason: c.req.valid('json').reason },
      currentActor(c),
      'vendor',
    );
    return c.json({ returnId: row.id, status: row.status });
  })
  .post('/:returnId/received', sellers, returnParams, async (c) => {
    const row = await receiveReturnedItems(c.var.deps, c.req.valid('param').returnId, currentActor(c));
    return c.json({ returnId: row.id, receivedAt: row.receivedAt });
  });

/** /api/admin/returns: escalated requests, decided by an admin. */
export const adminReturnRoutes = new Hono<AppEnv>()
  .get('/', requireRole(['admin']), async (c) => c.json({ returns: await listEscalatedReturns(c.var.deps.db) }))
  .post('/:returnId/decide', requireRole(['admin']), returnParams, validateJson(decideReturnInputSchema), async (c) => {
    const row = await decideReturnRequest(
      c.var.deps,
      c.req.valid('param').returnId,
      c.req.valid('json'),
      currentActor(c),
      'admin',
    );
    return c.json({ returnId: row.id, status: row.status, refundKobo: row.refundKobo });
  });
