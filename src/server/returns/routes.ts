import { Hono, type Context } from 'hono';
import { auditStamp } from '../http/audit-stamp.ts';
import type { AppEnv } from '../http/context.ts';
import { AppError } from '../errors.ts';
import { currentActor, requireRole, requireUser } from '../http/guards.ts';
import { parseInput, validateJson, validateParams, validateQuery } from '../http/validate.ts';
import { readMultipartForm } from '../http/read-upload.ts';
import { multiImageBodyLimit } from '../http/body-limit.ts';
import { uuidParams } from '../../shared/schemas/params.ts';
import {
  acceptReturnInputSchema,
  decideReturnInputSchema,
  declineReturnInputSchema,
  openReturnInputSchema,
  returnPhotoParamsSchema,
  returnsQuerySchema,
  type OpenReturnInput,
} from '../../shared/schemas/returns.ts';
import { MAX_RETURN_PHOTOS } from '../../shared/constants.ts';
import { messages } from '../../shared/messages.ts';
import { readOrderReturn } from './read-order-return.ts';
import { listAdminReturns, listStoreReturns } from './read-returns.ts';
import { countEscalatedReturns } from './count-escalated-returns.ts';
import { readReturnPhoto } from './read-return-photo.ts';
import { openReturnRequest } from '../workflows/open-return-request/open-return-request.ts';
import { escalateReturnRequest } from '../workflows/escalate-return-request/escalate-return-request.ts';
import { decideReturnRequest } from '../workflows/decide-return-request/decide-return-request.ts';
import { receiveReturnedItems } from '../workflows/receive-returned-items/receive-returned-items.ts';

const orderParams = validateParams(uuidParams('orderId', 'Order'));
const returnParams = validateParams(uuidParams('returnId', 'Return request'));
const sellers = requireRole(['vendor', 'admin']);
const returnsQuery = validateQuery(returnsQuerySchema);

/**
 * The request to open: JSON, or the tracking view's multipart form — `items` as JSON text,
 * `reason`, `comment` and up to 3 `photos` files.
 */
async function readOpenReturn(c: Context<AppEnv>): Promise<OpenReturnInput & { photos: Buffer[] }> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new AppError('invalid_input', messages.http.invalidJson);
    }
    return { ...parseInput(openReturnInputSchema, body), photos: [] };
  }
  const form = await readMultipartForm(c);
  const { photos = [], ...others } = form.files;
  const stray = Object.keys(others)[0];
  if (stray) throw new AppError('invalid_input', `Unknown field: ${stray}`, { [stray]: `Unknown field: ${stray}` });
  let items: unknown = undefined;
  if (form.fields.items !== undefined) {
    try {
      items = JSON.parse(form.fields.items);
    } catch {
      throw new AppError('invalid_input', 'Items must be a list', { items: 'Items must be a list' });
    }
  }
  return { ...parseInput(openReturnInputSchema, { ...form.fields, items }), photos };
}

/** /api/orders/:orderId/return: the customer's returns on their own order (docs/product.md#returns). */
export const customerReturnRoutes = new Hono<AppEnv>()
  .get('/:orderId/return', requireUser(), orderParams, async (c) =>
    c.json(
      await readOrderReturn(
        c.var.deps.db,
        c.req.valid('param').orderId,
        currentActor(c),
        c.var.deps.config.payoutHoldDays,
      ),
    ),
  )
  .post('/:orderId/return', requireUser(), orderParams, multiImageBodyLimit(MAX_RETURN_PHOTOS), async (c) => {
    const input = await readOpenReturn(c);
    const row = await openReturnRequest(c.var.deps, c.req.valid('param').orderId, input, currentActor(c));
    return c.json({ returnId: row.id, status: row.status, photos: row.photos.length }, 201);
  })
  .post('/:orderId/return/escalate', requireUser(), orderParams, async (c) => {
    const row = await escalateReturnRequest(c.var.deps, c.req.valid('param').orderId, currentActor(c));
    return c.json({ returnId: row.id, status: row.status });
  });

/**
 * /api/returns/:returnId/photos/:photoId/:size: a request's photo, for the customer whose order it
 * is, the store's owner and admins only (the use case checks). Private: the browser may keep it,
 * shared caches may not; its bytes never change (each photo has a name of its own).
 */
export const returnPhotoRoutes = new Hono<AppEnv>().get(
  '/:returnId/photos/:photoId/:size',
  requireUser(),
  validateParams(returnPhotoParamsSchema),
  async (c) => {
    const bytes = await readReturnPhoto(c.var.deps.db, c.var.deps.storage, c.req.valid('param'), currentActor(c));
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'private, max-age=86400, immutable',
    });
  },
);

/** /api/vendor/returns: requests on the caller's own stores' orders, and deciding them. */
export const vendorReturnRoutes = new Hono<AppEnv>()
  .get('/', sellers, returnsQuery, async (c) =>
    c.json(await listStoreReturns(c.var.deps.db, currentActor(c).id, c.req.valid('query'))),
  )
  .post('/:returnId/accept', sellers, returnParams, validateJson(acceptReturnInputSchema), async (c) => {
    const row = await decideReturnRequest(
      c.var.deps,
      c.req.valid('param').returnId,
      { decision: 'accept', refundKobo: c.req.valid('json').refundKobo },
      currentActor(c),
      'vendor',
      auditStamp(c),
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
      auditStamp(c),
    );
    return c.json({ returnId: row.id, status: row.status });
  })
  .post('/:returnId/received', sellers, returnParams, async (c) => {
    const row = await receiveReturnedItems(c.var.deps, c.req.valid('param').returnId, currentActor(c));
    return c.json({ returnId: row.id, receivedAt: row.receivedAt });
  });

/** /api/admin/returns: escalated requests, decided by an admin, and every decided request. */
export const adminReturnRoutes = new Hono<AppEnv>()
  .get('/', requireRole(['admin']), returnsQuery, async (c) =>
    c.json(await listAdminReturns(c.var.deps.db, c.req.valid('query'))),
  )
  // For the Needs attention badge: the list above comes a page at a time.
  .get('/escalated-count', requireRole(['admin']), async (c) =>
    c.json({ count: await countEscalatedReturns(c.var.deps.db) }),
  )
  .post('/:returnId/decide', requireRole(['admin']), returnParams, validateJson(decideReturnInputSchema), async (c) => {
    const row = await decideReturnRequest(
      c.var.deps,
      c.req.valid('param').returnId,
      c.req.valid('json'),
      currentActor(c),
      'admin',
      auditStamp(c),
    );
    return c.json({ returnId: row.id, status: row.status, refundKobo: row.refundKobo });
  });
