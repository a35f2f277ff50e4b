import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cashoutTransfers } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { PaymentProvider } from '../../shared/constants.ts';
import { messages } from '../../shared/messages.ts';

/**
 * The transfer reference of a cashout: derived from its id, so every attempt to pay it names the
 * same transfer and the provider refuses a second one (lowercase letters, digits and dashes, as
 * Paystack asks of a transfer reference; well under Flutterwave's 100 characters).
 */
export const transferReferenceOf = (cashoutId: string) => `cashout-${cashoutId.toLowerCase()}`;

/**
 * Writes the bank transfer of an approved cashout, in the approving transaction and before any
 * provider is called (decision 0018): the provider that will pay it and the account it pays, as
 * the admin saw them. Unique per cashout. A seller whose bank code is from another bank list than
 * the one this provider pays from (decision 0032: its own list once kept, else the built-in table)
 * is refused (409), so the caller's transaction rolls back and the request waits for them to choose again.
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
  const {
    rows: [onList],
  } = await db.execute<{ same: boolean }>(sql`
    select coalesce(p.bank_list, 'builtin') = case
             when ${input.provider} in ('paystack', 'flutterwave')
               and exists (select 1 from provider_banks b where b.provider = ${input.provider}) then ${input.provider}
             else 'builtin'
           end as same
      from cashout_requests c join profiles p on p.id = c.vendor_id
     where c.id = ${input.cashoutRequestId}`);
  if (onList && !onList.same) throw new AppError('conflict', messages.cashouts.bankNotOnPayoutList);
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
