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
import { exportEarnings } from '../workflows/export-earnings.ts';
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
  .get('/earnings', async (c) => c.json(await readEarnings(c.var.deps.db, currentActor(c))))
  // The ledger with each order's gross, commission and net (docs/product.md#commission), for the books.
  .get('/earnings.csv', async (c) => {
    const csv = await exportEarnings(c.var.deps.db, currentActor(c));
    const day = new Date().toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="oja-earnings-${day}.csv"`);
    c.header('Cache-Control', 'no-store');
    // A byte-order mark, so Excel reads ₦ and accented names as UTF-8.
    return c.body(`\uFEFF${csv}`);
  });

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
