import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cashoutRequests } from '../db/schema.ts';

/** What a vendor has asked for and not yet been paid or refused: held out of their balance. */
export async function heldCashoutKobo(db: DbOrTx, vendorId: string): Promise<number> {
  const [held] = await db
    .select({ kobo: sql<string>`coalesce(sum(${cashoutRequests.amountKobo}), 0)::text` })
    .from(cashoutRequests)
    .where(and(eq(cashoutRequests.vendorId, vendorId), eq(cashoutRequests.status, 'pending')));
  return Number(held?.kobo ?? 0);
}
