import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { bankLists } from '../db/schema.ts';

/**
 * A refresh run takes the provider's list for itself (decision 0032): one conditional statement, so
 * of two runs at once (two processes, a restart's run beside the daily one) one fetches and the
 * other stops. A list asked for within `minutes` is not asked for again. Returns whether this run may fetch.
 */
export async function claimBankListRefresh(
  db: DbOrTx,
  provider: 'paystack' | 'flutterwave',
  minutes: number,
): Promise<boolean> {
  const claimed = await db
    .insert(bankLists)
    .values({ provider, checkedAt: sql`now()` })
    .onConflictDoUpdate({
      target: bankLists.provider,
      set: { checkedAt: sql`now()` },
      setWhere: sql`${bankLists.checkedAt} is null or ${bankLists.checkedAt} < now() - make_interval(mins => ${minutes})`,
    })
    .returning({ provider: bankLists.provider });
  return claimed.length > 0;
}
