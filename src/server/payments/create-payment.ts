import type { DbOrTx } from '../db/client.ts';
import { payments } from '../db/schema.ts';
import type { PaymentMethod, PaymentProvider } from '../../shared/constants.ts';

/** One payment row for a whole checkout, pending until a provider confirms it. */
export async function createPayment(
  db: DbOrTx,
  input: {
    reference: string;
    customerId: string;
    provider: PaymentProvider;
    paymentMethod: PaymentMethod;
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
