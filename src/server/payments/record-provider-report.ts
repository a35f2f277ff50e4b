import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { payments } from '../db/schema.ts';
import type { VerifyResult } from './providers/payment-provider.ts';

/**
 * Keeps the provider's last word on a payment: its own status (shown to admins), ours (a pending
 * one keeps the checkout waiting for a transfer) and the fees it reported. It moves no money and
 * no status, so it is written whatever the payment's state.
 */
export async function recordProviderReport(db: DbOrTx, paymentId: string, report: VerifyResult): Promise<void> {
  await db
    .update(payments)
    .set({
      providerStatus: report.providerStatus,
      providerOutcome: report.status,
      ...(report.status === 'success' ? { feesKobo: report.feesKobo } : {}),
    })
    .where(eq(payments.id, paymentId));
}
