import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { balanceEntries, cashoutRequests, profiles } from './schema.ts';

/**
 * Whether someone has earnings of their own: an entry in their ledger, a cashout, or a balance.
 * A seller made a customer keeps what they earned (docs/product.md#role-changes), so this, not the
 * role alone, opens their earnings and cashouts to them. A customer who never sold has none.
 * Spelled out with aliases: in a select from profiles alone drizzle writes columns unqualified, and
 * a bare "id" in the subquery would be the entry's own.
 */
export const hasEarningsSql = () => sql<boolean>`(
  exists (select 1 from ${balanceEntries} e where e.vendor_id = ${profiles}.id)
  or exists (select 1 from ${cashoutRequests} c where c.vendor_id = ${profiles}.id)
  or ${profiles}.available_balance_kobo <> 0 or ${profiles}.pending_balance_kobo <> 0)`;

export async function hasEarnings(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ has: hasEarningsSql() }).from(profiles).where(eq(profiles.id, userId));
  return Boolean(row?.has);
}
