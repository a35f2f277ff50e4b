import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { payments } from '../db/schema.ts';
import type { VerifyResult } from './providers/payment-provider.ts';

/**
 * Keeps the provider's last word on a payment: its own status (shown to admins), ours (a pending
 * one keeps the checkout waiting for a transfer), its transaction id and the fees it reported. It moves no money and
 * no status, so it is written whatever the payment's state.
 */
export async function recordProviderReport(db: DbOrTx, paymentId: string, report: VerifyResult): Promise<void> {
  await db
    .update(payments)
    .set({
      providerStatus: report.providerStatus,
      providerOutcome: report.status,
      ...(report.status === 'success' ? { feesKobo: report.feesKobo } : {}),
      // The provider's id for this reference: a refund of a payment never settled (a mismatch)
      // needs it too, and Flutterwave refunds by id only.
      ...(report.transactionId
        ? { providerTransactionId: sql`coalesce(${payments.providerTransactionId}, ${report.transactionId})` }
        : {}),
    })
    .where(eq(payments.id, paymentId));
}
