import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../actor.ts';
import { readLedger } from '../../ledger/read-ledger.ts';
import { readAvailableBalance } from '../../cashouts/read-available-balance.ts';
import { describeLedgerSources } from '../../cashouts/describe-ledger-sources.ts';

/**
 * The caller's earnings: the balance (below zero, and `owedKobo`, when they owe commission on sales
 * paid on delivery), what pending cashouts hold of it, the commission kept back for orders still due
 * at the door, and the ledger — each order's entries with
 * its tracking number, total and whether it was paid at the door, each cashout's with its request.
 * Only ever the caller's own.
 */
export async function readEarnings(db: DbOrTx, actor: Actor, options: { limit?: number } = {}) {
  const [ledger, balance] = await Promise.all([readLedger(db, actor.id, options), readAvailableBalance(db, actor.id)]);
  const sources = await describeLedgerSources(db, {
    orderIds: ledger.entries.flatMap((e) => (e.orderId ? [e.orderId] : [])),
    cashoutIds: ledger.entries.flatMap((e) => (e.cashoutRequestId ? [e.cashoutRequestId] : [])),
  });
  return {
    balanceKobo: balance.balanceKobo,
    pendingKobo: balance.pendingKobo,
    heldKobo: balance.heldKobo,
    owedKobo: balance.owedKobo,
    reservedKobo: balance.reservedKobo,
    availableKobo: balance.availableKobo,
    entries: ledger.entries.map((e) => ({
      id: e.id,
      amountKobo: e.amountKobo,
      reason: e.reason,
      createdAt: e.createdAt,
      pending: e.pending,
      underReview: e.underReview,
      availableAt: e.availableAt,
      orderId: e.orderId,
      trackingNumber: e.orderId ? (sources.trackingNumbers.get(e.orderId) ?? null) : null,
      paidOnDelivery: e.orderId ? (sources.orders.get(e.orderId)?.paidOnDelivery ?? false) : false,
      orderTotalKobo: e.orderId ? (sources.orders.get(e.orderId)?.totalAmountKobo ?? null) : null,
      cashoutRequestId: e.cashoutRequestId,
      cashoutRequestedAt: e.cashoutRequestId ? (sources.cashouts.get(e.cashoutRequestId)?.requestedAt ?? null) : null,
      cashoutStatus: e.cashoutRequestId ? (sources.cashouts.get(e.cashoutRequestId)?.status ?? null) : null,
    })),
  };
}
