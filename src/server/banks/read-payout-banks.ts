import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { providerBanks } from '../db/schema.ts';
import { type BankList, type BankOption, NIGERIAN_BANKS, type PaymentProvider } from '../../shared/constants.ts';

export type PayoutBanks = { list: BankList; banks: BankOption[] };

/** The built-in table, by name: the sandbox's list, and a provider's before its own was ever fetched. */
export const BUILTIN_BANKS: PayoutBanks = {
  list: 'builtin',
  banks: [...NIGERIAN_BANKS]
    .map((bank) => ({ code: bank.code, name: bank.name }))
    .sort((a, b) => a.name.localeCompare(b.name)),
};

/**
 * The banks a seller may choose: those the provider that pays cashouts can pay (decision 0032).
 * Paystack's or Flutterwave's list as last fetched whole; the built-in table for the sandbox, for
 * no payout provider, and for a provider whose list was never fetched (a first start offline).
 */
export async function readPayoutBanks(db: DbOrTx, payoutProvider: PaymentProvider | undefined): Promise<PayoutBanks> {
  if (payoutProvider !== 'paystack' && payoutProvider !== 'flutterwave') return BUILTIN_BANKS;
  const banks = await db
    .select({ code: providerBanks.code, name: providerBanks.name })
    .from(providerBanks)
    .where(eq(providerBanks.provider, payoutProvider))
    .orderBy(asc(providerBanks.name), asc(providerBanks.code));
  return banks.length === 0 ? BUILTIN_BANKS : { list: payoutProvider, banks };
}
