import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { bankLists, providerBanks } from '../db/schema.ts';
import type { BankOption } from '../../shared/constants.ts';

/**
 * Keeps a provider's whole bank list (decision 0032): banks it no longer lists go, the rest are
 * written with their current names, and the list's refreshed time moves. Run in one transaction, so
 * a reader sees the old list or the new one, never half of each. An empty list is never stored:
 * a provider that answers with no banks keeps the last list.
 */
export async function storeBankList(
  tx: DbOrTx,
  provider: 'paystack' | 'flutterwave',
  banks: readonly BankOption[],
): Promise<void> {
  if (banks.length === 0) throw new RangeError(`refusing to store an empty ${provider} bank list`);
  const codes = banks.map((bank) => bank.code);
  await tx
    .delete(providerBanks)
    .where(and(eq(providerBanks.provider, provider), notInArray(providerBanks.code, codes)));
  await tx
    .insert(providerBanks)
    .values(banks.map((bank) => ({ provider, code: bank.code, name: bank.name })))
    .onConflictDoUpdate({
      target: [providerBanks.provider, providerBanks.code],
      set: { name: sql`excluded.name`, refreshedAt: sql`now()` },
    });
  await tx
    .insert(bankLists)
    .values({ provider, refreshedAt: sql`now()`, checkedAt: sql`now()` })
    .onConflictDoUpdate({ target: bankLists.provider, set: { refreshedAt: sql`now()` } });
}
