import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { requireRole } from '../http/guards.ts';
import { auditStamp } from '../http/audit-stamp.ts';
import { validateJson } from '../http/validate.ts';
import { payOnDeliverySettingsInputSchema } from '../../shared/schemas/pay-on-delivery.ts';
import { auditedAction } from '../workflows/audited-action/audited-action.ts';
import { readPayOnDeliverySettings } from './read-pay-on-delivery-settings.ts';
import { updatePayOnDeliverySettings } from './update-pay-on-delivery-settings.ts';

/** /api/admin/pay-on-delivery: the cap on what customers may pay at the door (docs/product.md#pay-on-delivery). */
export const payOnDeliveryAdminRoutes = new Hono<AppEnv>()
  .use(requireRole(['admin']))
  .get('/', async (c) => c.json(await readPayOnDeliverySettings(c.var.deps.db)))
  .put('/', validateJson(payOnDeliverySettingsInputSchema), async (c) =>
    c.json(
      await auditedAction(c.var.deps.db, auditStamp(c), async (tx) => {
        const before = await readPayOnDeliverySettings(tx);
        const result = await updatePayOnDeliverySettings(tx, c.req.valid('json'));
        return {
          result,
          audit: {
            kind: 'pay_on_delivery_limit_set',
            subjectType: 'setting',
            subjectId: 'pay_on_delivery',
            before,
            after: result,
          },
        };
      }),
    ),
  );
