import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { currentActor, requireRole, requireUser } from '../http/guards.ts';
import { auditStamp } from '../http/audit-stamp.ts';
import { validateJson, validateParams, validateQuery } from '../http/validate.ts';
import { uuidParams } from '../../shared/schemas/params.ts';
import {
  rejectVendorRequestInputSchema,
  vendorRequestInputSchema,
  vendorRequestListQuerySchema,
} from '../../shared/schemas/vendor-request.ts';
import { messages } from '../../shared/messages.ts';
import { approveVendorRequest } from '../workflows/approve-vendor-request/approve-vendor-request.ts';
import { applyToSell } from '../workflows/apply-to-sell/apply-to-sell.ts';
import { readOwnVendorRequest } from './read-own-vendor-request.ts';
import { listVendorRequests } from './list-vendor-requests.ts';
import { rejectVendorRequest } from './decide-vendor-request.ts';
import { auditedAction } from '../workflows/audited-action/audited-action.ts';

/** /api/vendor-requests: a customer's application to sell, and their own latest request. */
export const vendorRequestRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get('/mine', async (c) => c.json({ request: await readOwnVendorRequest(c.var.deps.db, currentActor(c)) }))
  .post(
    '/',
    requireRole(['customer'], messages.vendorRequests.onlyCustomers),
    validateJson(vendorRequestInputSchema),
    async (c) => {
      const request = await applyToSell(c.var.deps, c.req.valid('json'), currentActor(c));
      return c.json({ request }, 201);
    },
  );

/** /api/admin/vendor-requests: the admin's list and decisions. */
export const vendorRequestAdminRoutes = new Hono<AppEnv>()
  .use(requireRole(['admin']))
  .get('/', validateQuery(vendorRequestListQuerySchema), async (c) =>
    c.json(await listVendorRequests(c.var.deps.db, c.req.valid('query'))),
  )
  .post('/:id/approve', validateParams(uuidParams('id', 'Vendor request')), async (c) => {
    const request = await approveVendorRequest(c.var.deps.db, c.req.valid('param').id, auditStamp(c));
    return c.json({ request });
  })
  .post(
    '/:id/reject',
    validateParams(uuidParams('id', 'Vendor request')),
    validateJson(rejectVendorRequestInputSchema),
    async (c) => {
      const request = await auditedAction(c.var.deps.db, auditStamp(c), async (tx) => {
        const result = await rejectVendorRequest(tx, {
          requestId: c.req.valid('param').id,
          reason: c.req.valid('json').reason,
        });
        return {
          result,
          audit: {
            kind: 'vendor_request_rejected',
            subjectType: 'vendor_request',
            subjectId: result.id,
            before: { status: 'pending' },
            after: { status: result.status, userId: result.userId, notes: result.adminNotes },
          },
        };
      });
      return c.json({ request });
    },
  );
