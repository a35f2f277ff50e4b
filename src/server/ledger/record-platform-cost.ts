import type { DbOrTx } from '../db/client.ts';
import { platformCosts } from '../db/schema.ts';
import type { PaymentProvider } from '../../shared/constants.ts';

/**
 * A payout's transfer fee, booked as the marketplace's own cost (decision 0016: the seller's ledger
 * is untouched; the fee is never taken from them). Once per transfer: a replayed report adds nothing.
 * Returns whether this call booked it.
 */
export async function recordTransferFee(
  db: DbOrTx,
  input: { cashoutTransferId: string; provider: PaymentProvider; amountKobo: number },
): Promise<boolean> {
  const inserted = await db
    .insert(platformCosts)
    .values({ kind: 'transfer_fee', ...input })
    .onConflictDoNothing({ target: [platformCosts.kind, platformCosts.cashoutTransferId] })
    .returning({ id: platformCosts.id });
  return inserted.length > 0;
}

/**
 * The part of a short payment an admin accepted that the shopper did not pay: the marketplace's
 * own cost, since each seller is still credited their order's full total. Once per payment.
 * Returns whether this call booked it.
 */
export async function recordAcceptedShortfall(
  db: DbOrTx,
  input: { paymentId: string; provider: PaymentProvider; amountKobo: number },
): Promise<boolean> {
  const inserted = await db
    .insert(platformCosts)
    .values({ kind: 'short_payment_accepted', ...input })
    .onConflictDoNothing({ target: [platformCosts.kind, platformCosts.paymentId] })
    .returning({ id: platformCosts.id });
  return inserted.length > 0;
}
