import type { DbOrTx } from '../db/client.ts';
import { cashoutTransfers } from '../db/schema.ts';
import type { PaymentProvider } from '../../shared/constants.ts';

/**
 * The transfer reference of a cashout: derived from its id, so every attempt to pay it names the
 * same transfer and the provider refuses a second one (lowercase letters, digits and dashes, as
 * Paystack asks of a transfer reference; well under Flutterwave's 100 characters).
 */
export const transferReferenceOf = (cashoutId: string) => `cashout-${cashoutId.toLowerCase()}`;

/**
 * Writes the bank transfer of an approved cashout, in the approving transaction and before any
 * provider is called (decision 0018): the provider that will pay it and the account it pays, as
 * the admin saw them. Unique per cashout.
 */
export async function recordCashoutTransfer(
  db: DbOrTx,
  input: {
    cashoutRequestId: string;
    provider: PaymentProvider;
    amountKobo: number;
    account: { bankCode: string; bankName: string; accountNumber: string; accountName: string };
  },
) {
  const [row] = await db
    .insert(cashoutTransfers)
    .values({
      cashoutRequestId: input.cashoutRequestId,
      provider: input.provider,
      reference: transferReferenceOf(input.cashoutRequestId),
      amountKobo: input.amountKobo,
      ...input.account,
    })
    .returning();
  return row!;
}
