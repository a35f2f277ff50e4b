import type { DbOrTx } from '../db/client.ts';
import { payOnDeliverySettings } from '../db/schema.ts';
import { DEFAULT_PAY_ON_DELIVERY_CAP_KOBO } from '../../shared/constants.ts';
import type { PayOnDeliverySettings } from '../../shared/schemas/pay-on-delivery.ts';

/**
 * The marketplace's pay-on-delivery cap (docs/product.md#pay-on-delivery): the largest checkout
 * total, delivery fees included, a customer may pay at the door. The default until an admin sets one.
 */
export async function readPayOnDeliverySettings(db: DbOrTx): Promise<PayOnDeliverySettings> {
  const [row] = await db.select({ capKobo: payOnDeliverySettings.capKobo }).from(payOnDeliverySettings);
  return { capKobo: row?.capKobo ?? DEFAULT_PAY_ON_DELIVERY_CAP_KOBO };
}
