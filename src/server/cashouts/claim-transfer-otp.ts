import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cashoutTransfers } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';

/**
 * An admin is giving the OTP of a transfer waiting for one (decision 0018): `otp` becomes
 * `finalizing`, in one conditional statement committed before the provider is called, so two
 * clicks (two admins, two tabs) send one OTP. A 409 when it is not waiting for one.
 */
export async function claimTransferOtp(db: DbOrTx, cashoutId: string) {
  const [row] = await db
    .update(cashoutTransfers)
    .set({ providerStatus: 'finalizing', providerMessage: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(cashoutTransfers.cashoutRequestId, cashoutId),
        eq(cashoutTransfers.status, 'sent'),
        eq(cashoutTransfers.providerStatus, 'otp'),
      ),
    )
    .returning();
  if (!row) throw new AppError('conflict', messages.cashouts.notWaitingForOtp);
  return row;
}

/** The OTP was refused (or not heard): the transfer waits for one again, with the provider's words. */
export async function releaseTransferOtp(db: DbOrTx, transferId: string, providerMessage: string): Promise<void> {
  await db
    .update(cashoutTransfers)
    .set({ providerStatus: 'otp', providerMessage, updatedAt: sql`now()` })
    .where(and(eq(cashoutTransfers.id, transferId), eq(cashoutTransfers.providerStatus, 'finalizing')));
}
