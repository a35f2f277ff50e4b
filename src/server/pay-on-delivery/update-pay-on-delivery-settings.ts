import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { payOnDeliverySettings } from '../db/schema.ts';
import type { PayOnDeliverySettings } from '../../shared/schemas/pay-on-delivery.ts';

/**
 * Admin: sets the pay-on-delivery cap (docs/product.md#pay-on-delivery) in one statement on the one
 * settings row. Quotes and checkouts read it every time, so it applies at once; orders already
 * placed keep their method.
 */
export async function updatePayOnDeliverySettings(
  db: DbOrTx,
  input: PayOnDeliverySettings,
): Promise<PayOnDeliverySettings> {
  const [row] = await db
    .insert(payOnDeliverySettings)
    .values({ id: true, capKobo: input.capKobo })
    .onConflictDoUpdate({
      target: payOnDeliverySettings.id,
      set: { capKobo: sql`excluded.cap_kobo`, updatedAt: sql`now()` },
    })
    .returning({ capKobo: payOnDeliverySettings.capKobo });
  return { capKobo: row!.capKobo };
}
