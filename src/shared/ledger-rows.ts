import type { BalanceEntryReason } from './constants.ts';

/** The fields of a ledger entry the Earnings tab and its CSV read (GET /api/cashouts/earnings). */
export type LedgerEntryView = {
  id: string;
  amountKobo: number;
  reason: BalanceEntryReason;
  createdAt: string;
  orderId: string | null;
  trackingNumber: string | null;
  cashoutRequestedAt: string | null;
  /** Still held for the payout hold (decision 0020), and when it frees. */
  pending: boolean;
  availableAt: string;
};

export type LedgerRow =
  | {
      kind: 'order';
      id: string;
      orderId: string;
      trackingNumber: string | null;
      createdAt: string;
      /** What the customer paid: the sale credited. */
      grossKobo: number;
      /** What the marketplace kept of it (a positive amount). */
      commissionKobo: number;
      /** What the balance gained: gross less commission. */
      netKobo: number;
      /** When the held money frees; null once it is available. */
      pendingUntil: string | null;
    }
  | {
      kind: 'cashout';
      id: string;
      /** `cashout` (a debit) or `cashout_returned` (its money back when the transfer failed). */
      reason: BalanceEntryReason;
      createdAt: string;
      amountKobo: number;
      cashoutRequestedAt: string | null;
    };

/**
 * The ledger as the seller reads it (docs/product.md#commission): an order's sale and the
 * commission taken from it are two entries, shown as one row with the gross, the commission and
 * the net, where the order's first entry stands (newest first). Each cashout, and each failed
 * cashout's return, is its own row. The
 * rows' nets and cashouts add up to the entries' sum, so to the balance.
 */
export function ledgerRows(entries: readonly LedgerEntryView[]): LedgerRow[] {
  const rows: LedgerRow[] = [];
  const byOrder = new Map<string, Extract<LedgerRow, { kind: 'order' }>>();
  for (const entry of entries) {
    if (entry.orderId === null) {
      rows.push({
        kind: 'cashout',
        id: entry.id,
        reason: entry.reason,
        createdAt: entry.createdAt,
        amountKobo: entry.amountKobo,
        cashoutRequestedAt: entry.cashoutRequestedAt,
      });
      continue;
    }
    let row = byOrder.get(entry.orderId);
    if (!row) {
      row = {
        kind: 'order',
        id: entry.id,
        orderId: entry.orderId,
        trackingNumber: entry.trackingNumber,
        createdAt: entry.createdAt,
        grossKobo: 0,
        commissionKobo: 0,
        netKobo: 0,
        pendingUntil: null,
      };
      byOrder.set(entry.orderId, row);
      rows.push(row);
    }
    if (entry.reason === 'commission') row.commissionKobo += -entry.amountKobo;
    else row.grossKobo += entry.amountKobo;
    row.netKobo += entry.amountKobo;
    if (entry.pending) row.pendingUntil = entry.availableAt;
  }
  return rows;
}
