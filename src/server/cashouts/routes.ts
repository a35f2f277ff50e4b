import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { currentActor, requireRole } from '../http/guards.ts';
import { validateJson, validateParams, validateQuery } from '../http/validate.ts';
import { uuidParams } from '../../shared/schemas/params.ts';
import { cashoutListQuerySchema, cashoutRequestInputSchema } from '../../shared/schemas/cashout.ts';
import { requestCashout } from './request-cashout.ts';
import { listOwnCashouts } from './list-own-cashouts.ts';
import { listCashoutRequests } from './list-cashout-requests.ts';
import { rejectCashout } from './reject-cashout.ts';
import { readEarnings } from '../workflows/read-earnings.ts';
import { completeCashout } from '../workflows/complete-cashout.ts';

/**
 * /api/cashouts: a vendor's (or an admin's) own earnings and cashouts. No path names anyone, so
 * every call is about the caller's own balance.
 */
export const cashoutRoutes = new Hono<AppEnv>()
  .use(requireRole(['vendor', 'admin']))
  .get('/', async (c) => c.json({ cashouts: await listOwnCashouts(c.var.deps.db, currentActor(c)) }))
  .post('/', validateJson(cashoutRequestInputSchema), async (c) =>
    c.json(
      {
        cashout: await requestCashout(c.var.deps.db, c.req.valid('json'), currentActor(c)),
      },
      201,
    ),
  )
  .get('/earnings', async (c) => c.json(await readEarnings(c.var.deps.db, currentActor(c))));

/** /api/admin/cashouts: every request, and the decisions. */
export const adminCashoutRoutes = new Hono<AppEnv>()
  .use(requireRole(['admin']))
  .get('/cashouts', validateQuery(cashoutListQuerySchema), async (c) =>
    c.json(await listCashoutRequests(c.var.deps.db, c.req.valid('query'))),
  )
  // The spec's Approve button completes the request; the path keeps the word the web client calls.
  .post('/cashouts/:id/approve', validateParams(uuidParams('id', 'Cashout')), async (c) =>
    c.json({ cashout: await completeCashout(c.var.deps.db, c.req.valid('param').id) }),
  )
  .post('/cashouts/:id/reject', validateParams(uuidParams('id', 'Cashout')), async (c) =>
    c.json({ cashout: await rejectCashout(c.var.deps.db, c.req.valid('param').id) }),
  );
