import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/**
 * Every profile whose balances differ from its ledger: the available balance from the sum of its
 * released entries, or the pending balance from the sum of those still held (decision 0020). Empty
 * is the invariant of decision 0016; every ledger test ends by asserting it, and it can be run as a
 * check.
 */
export async function ledgerMismatches(db: DbOrTx) {
  const result = await db.execute<{
    id: string;
    balance: string;
    ledger: string;
    pending_balance: string;
    pending_ledger: string;
  }>(sql`
    select p.id,
      p.available_balance_kobo::text as balance,
      coalesce(sum(b.amount_kobo) filter (where not b.pending), 0)::text as ledger,
      p.pending_balance_kobo::text as pending_balance,
      coalesce(sum(b.amount_kobo) filter (where b.pending), 0)::text as pending_ledger
    from profiles p left join balance_entries b on b.vendor_id = p.id
    group by p.id, p.available_balance_kobo, p.pending_balance_kobo
    having p.available_balance_kobo <> coalesce(sum(b.amount_kobo) filter (where not b.pending), 0)
      or p.pending_balance_kobo <> coalesce(sum(b.amount_kobo) filter (where b.pending), 0)`);
  return result.rows.map((r) => ({
    id: r.id,
    balanceKobo: Number(r.balance),
    ledgerKobo: Number(r.ledger),
    pendingBalanceKobo: Number(r.pending_balance),
    pendingLedgerKobo: Number(r.pending_ledger),
  }));
}
