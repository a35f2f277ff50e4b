import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { payments } from '../db/schema.ts';
import type { PaymentStatus } from '../../shared/constants.ts';

/**
 * Moves a payment from one of `from` to `to` in one conditional statement, so that of any number of
 * concurrent webhooks, verifies, cancels and expiries exactly one makes each move. Returns whether
 * this call made it.
 */
export async function changePaymentStatus(
  db: DbOrTx,
  paymentId: string,
  from: readonly PaymentStatus[],
  to: PaymentStatus,
  extra: { providerTransactionId?: string } = {},
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({
      status: to,
      ...(to === 'completed' ? { verifiedAt: sql`now()` } : {}),
      ...(extra.providerTransactionId ? { providerTransactionId: extra.providerTransactionId } : {}),
    })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, [...from])))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** What the browser needs to resume the provider's popup, known once initialize has answered. */
export async function saveProviderData(db: DbOrTx, paymentId: string, providerData: Record<string, string>) {
  await db.update(payments).set({ providerData }).where(eq(payments.id, paymentId));
}
