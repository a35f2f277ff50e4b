import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { requireRole } from '../http/guards.ts';
import { auditStamp } from '../http/audit-stamp.ts';
import { validateJson } from '../http/validate.ts';
import { updateDeliveryFeesInputSchema } from '../../shared/schemas/delivery-fees.ts';
import { auditedAction } from '../workflows/audited-action/audited-action.ts';
import { readDeliveryFees } from './read-delivery-fees.ts';
import { updateDeliveryFees } from './update-delivery-fees.ts';

/** /api/admin/delivery-fees: the admin's fee editor (docs/product.md#delivery-fees). */
export const deliveryFeeAdminRoutes = new Hono<AppEnv>()
  .use(requireRole(['admin']))
  .get('/', async (c) => c.json(await readDeliveryFees(c.var.deps.db)))
  .put('/', validateJson(updateDeliveryFeesInputSchema), async (c) => {
    const { fees, defaultFeeKobo } = c.req.valid('json');
    return c.json(
      await auditedAction(c.var.deps.db, auditStamp(c), async (tx) => {
        const before = await readDeliveryFees(tx);
        const result = await updateDeliveryFees(tx, { fees, defaultFeeKobo });
        return {
          result,
          audit: {
            kind: 'delivery_fees_changed',
            subjectType: 'delivery_fees',
            subjectId: 'all',
            before,
            after: result,
          },
        };
      }),
    );
  });
