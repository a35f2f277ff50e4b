import type { BalanceEntryReason, CashoutStatus } from './constants.ts';
import { messages } from './messages.ts';

/** The fields of a ledger entry the Earnings tab and its CSV read (GET /api/cashouts/earnings). */
export type LedgerEntryView = {
  id: string;
  amountKobo: number;
  reason: BalanceEntryReason;
  createdAt: string;
  orderId: string | null;
  trackingNumber: string | null;
  /** The entry's order was paid on delivery: the seller collected its total at the door (decision 0019). */
  paidOnDelivery: boolean;
  /** The entry's order's total (what the customer paid), or null for a cashout's entry. */
  orderTotalKobo: number | null;
  cashoutRequestedAt: string | null;
  /** Where the entry's cashout stands, or null for an order's entry. */
  cashoutStatus: CashoutStatus | null;
  /** Still held for the payout hold (decision 0020), and when it frees. */
  pending: boolean;
  availableAt: string;
  /** A platform-coupon credit held for an admin's review (decision 0026); absent means no. */
  underReview?: boolean;
};

export type LedgerRow =
  | {
      kind: 'order';
      id: string;
      orderId: string;
      trackingNumber: string | null;
      createdAt: string;
      /** What the customer paid, credited as the sale; 0 for an order paid on delivery (nothing credited). */
      grossKobo: number;
      /** What the marketplace kept of it (a positive amount). */
      commissionKobo: number;
      /** What the balance gained: gross less commission (below zero for an order paid on delivery). */
      netKobo: number;
      /** Paid at the door: the seller collected `collectedKobo` themselves and owes the commission. */
      paidOnDelivery: boolean;
      /** What the seller collected at the door; 0 unless paid on delivery. */
      collectedKobo: number;
      /** When the held money frees; null once it is available. */
      pendingUntil: string | null;
    }
  | {
      kind: 'return';
      id: string;
      orderId: string;
      trackingNumber: string | null;
      createdAt: string;
      /** The refund taken from the earnings (a positive amount); 0 when paid on delivery (the seller refunds directly). */
      refundKobo: number;
      /** The commission on the refunded share the marketplace gave back (a positive amount). */
      commissionBackKobo: number;
      /** What the balance moved: the commission back less the refund. */
      netKobo: number;
      paidOnDelivery: boolean;
      pendingUntil: string | null;
    }
  | {
      /** What the platform paid of an order's platform-coupon discount (decision 0026). */
      kind: 'promotion';
      id: string;
      orderId: string;
      trackingNumber: string | null;
      createdAt: string;
      /** The discount the platform pays (a positive amount). */
      creditKobo: number;
      /** What the balance gained: the credit, or 0 once an admin rejected it. */
      netKobo: number;
      /** Waiting for an admin, paid (perhaps still held until `pendingUntil`), or rejected (never paid). */
      status: 'under_review' | 'paid' | 'rejected';
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
      cashoutStatus: CashoutStatus | null;
    };

const RETURN_REASONS: readonly BalanceEntryReason[] = ['return_refund', 'commission_refund'];
const PROMOTION_REASONS: readonly BalanceEntryReason[] = ['platform_discount', 'platform_discount_rejected'];

/**
 * The ledger as the seller reads it (docs/product.md#commission): an order's sale and the
 * commission taken from it are two entries, shown as one row with the gross, the commission and
 * the net, where the order's first entry stands (newest first); an order paid on delivery has only
 * the commission, owed (docs/product.md#pay-on-delivery). A return's refund and the commission
 * given back on it are one more row of their own (docs/product.md#returns). Each cashout, and each
 * failed cashout's return, is its own row. The rows' nets and cashouts add up to the entries' sum,
 * so to the balance.
 */
export function ledgerRows(entries: readonly LedgerEntryView[]): LedgerRow[] {
  const rows: LedgerRow[] = [];
  const sales = new Map<string, Extract<LedgerRow, { kind: 'order' }>>();
  const returns = new Map<string, Extract<LedgerRow, { kind: 'return' }>>();
  const promotions = new Map<string, Extract<LedgerRow, { kind: 'promotion' }>>();
  for (const entry of entries) {
    if (entry.orderId === null) {
      rows.push({
        kind: 'cashout',
        id: entry.id,
        reason: entry.reason,
        createdAt: entry.createdAt,
        amountKobo: entry.amountKobo,
        cashoutRequestedAt: entry.cashoutRequestedAt,
        cashoutStatus: entry.cashoutStatus,
      });
      continue;
    }
    const common = {
      id: entry.id,
      orderId: entry.orderId,
      trackingNumber: entry.trackingNumber,
      createdAt: entry.createdAt,
      paidOnDelivery: entry.paidOnDelivery,
      netKobo: 0,
      pendingUntil: null,
    };
    if (PROMOTION_REASONS.includes(entry.reason)) {
      let row = promotions.get(entry.orderId);
      if (!row) {
        row = { kind: 'promotion', ...common, creditKobo: 0, status: 'paid' };
        promotions.set(entry.orderId, row);
        rows.push(row);
      }
      if (entry.reason === 'platform_discount') {
        row.creditKobo += entry.amountKobo;
        if (entry.underReview) row.status = 'under_review';
        else if (entry.pending) row.pendingUntil = entry.availableAt;
      } else row.status = 'rejected';
      row.netKobo += entry.amountKobo;
      if (row.status === 'rejected') row.pendingUntil = null;
      continue;
    }
    if (RETURN_REASONS.includes(entry.reason)) {
      let row = returns.get(entry.orderId);
      if (!row) {
        row = { kind: 'return', ...common, refundKobo: 0, commissionBackKobo: 0 };
        returns.set(entry.orderId, row);
        rows.push(row);
      }
      if (entry.reason === 'return_refund') row.refundKobo += -entry.amountKobo;
      else row.commissionBackKobo += entry.amountKobo;
      row.netKobo += entry.amountKobo;
      if (entry.pending) row.pendingUntil = entry.availableAt;
      continue;
    }
    let row = sales.get(entry.orderId);
    if (!row) {
      row = {
        kind: 'order',
        ...common,
        grossKobo: 0,
        commissionKobo: 0,
        collectedKobo: entry.paidOnDelivery ? (entry.orderTotalKobo ?? 0) : 0,
      };
      sales.set(entry.orderId, row);
      rows.push(row);
    }
    if (entry.reason === 'commission') row.commissionKobo += -entry.amountKobo;
    else row.grossKobo += entry.amountKobo;
    row.netKobo += entry.amountKobo;
    if (entry.pending) row.pendingUntil = entry.availableAt;
  }
  return rows;
}

/**
 * What a cashout's ledger row is, for the Earnings tab and its CSV alike: the debit says how its
 * transfer ended — a failed one's debit is not "paid" — and the credit that returns a failed one's money says so.
 */
export function cashoutRowLabel(row: Extract<LedgerRow, { kind: 'cashout' }>): string {
  if (row.reason === 'cashout_returned') return messages.cashouts.ledgerReturned;
  if (row.cashoutStatus === 'failed') return messages.cashouts.ledgerFailed;
  if (row.cashoutStatus === 'paid') return messages.cashouts.ledgerPaid;
  return messages.cashouts.ledgerOnItsWay;
}
