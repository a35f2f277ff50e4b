import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/**
 * Every profile whose available balance differs from the sum of its ledger entries. Empty is the
 * invariant of decision 0016; every ledger test ends by asserting it, and it can be run as a check.
 */
export async function ledgerMismatches(db: DbOrTx) {
  const result = await db.execute<{ id: string; balance: string; ledger: string }>(sql`
    select p.id, p.available_balance_kobo::text as balance, coalesce(sum(b.amount_kobo), 0)::text as ledger
    from profiles p left join balance_entries b on b.vendor_id = p.id
    group by p.id, p.available_balance_kobo
    having p.available_balance_kobo <> coalesce(sum(b.amount_kobo), 0)`);
  return result.rows.map((r) => ({ id: r.id, balanceKobo: Number(r.balance), ledgerKobo: Number(r.ledger) }));
}
