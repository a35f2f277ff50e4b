import type { DbOrTx } from '../../db/client.ts';
import { readOrderLedgerSums } from '../../ledger/read-order-ledger-sums.ts';
import { orderMoney, type OrderMoney, type OrderMoneySource } from '../../../shared/order-money.ts';

/**
 * Gives each order its money after the sale from the ledger's own figures: the seller's
 * order cards, their orders CSV and the admin's order list all come through here, so each reads
 * what `balance_entries` holds, and none keeps a formula of its own.
 */
export async function withOrderMoney<O extends OrderMoneySource & { id: string }>(
  db: DbOrTx,
  orders: readonly O[],
): Promise<(O & { money: OrderMoney })[]> {
  const sums = await readOrderLedgerSums(
    db,
    orders.map((o) => o.id),
  );
  return orders.map((o) => ({ ...o, money: orderMoney(o, sums.get(o.id)) }));
}
