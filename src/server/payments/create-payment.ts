import type { DbOrTx } from '../db/client.ts';
import { payments } from '../db/schema.ts';
import type { PaymentMethod, PaymentProvider, PaymentStatus } from '../../shared/constants.ts';

/**
 * One payment row for a whole checkout, pending until a provider confirms it — or, paid at the
 * door, `on_delivery` until its orders are delivered and paid (docs/product.md#pay-on-delivery).
 */
export async function createPayment(
  db: DbOrTx,
  input: {
    reference: string;
    customerId: string;
    provider: PaymentProvider;
    paymentMethod: PaymentMethod;
    status?: Extract<PaymentStatus, 'pending' | 'on_delivery'>;
    amountKobo: number;
    idempotencyKey: string | null;
    requestHash?: string;
    providerData?: Record<string, string>;
  },
) {
  const [row] = await db
    .insert(payments)
    .values({ ...input, providerData: input.providerData ?? {} })
    .returning();
  return row!;
}
