import type { BalanceEntryReason, OrderStatus, PaymentMethod, PaymentStatus } from './constants.ts';

/** One order's ledger entries summed by reason (kobo, signed as the ledger writes them). */
export type OrderLedgerSums = Partial<Record<BalanceEntryReason, number>>;

/**
 * An order's money after the sale as a seller or an admin reads it: once the ledger holds
 * entries for the order, every figure is the ledger's; before delivery, what delivery will credit;
 * for a cancelled order (refused at the door included), nothing.
 */
export type OrderMoney = {
  /** `ledger`: the entries' figures; `expected`: what delivery will credit; `none`: nothing will be. */
  basis: 'ledger' | 'expected' | 'none';
  /** What the seller earns of the order: the ledger's sum (plus what they collected at the door). */
  netKobo: number;
  /** The marketplace's commission: taken, less given back on returns. */
  commissionKobo: number;
  /** What the platform paid the seller of its coupon's discount (0 once an admin rejected it). */
  platformCreditKobo: number;
  /** What went back to the customer: a return's refund, or a cancelled paid order's whole total. */
  refundedKobo: number;
};

/** The order's fields its money is worked out from. */
export type OrderMoneySource = {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  totalAmountKobo: number;
  commissionKobo: number;
  couponBearer?: 'platform' | 'store' | null;
  discountKobo?: number;
};

/** The part of an order's coupon discount the platform bears and pays the seller (docs/product.md#coupons). */
export const platformDiscountOf = (order: Pick<OrderMoneySource, 'couponBearer' | 'discountKobo'>) =>
  order.couponBearer === 'platform' ? (order.discountKobo ?? 0) : 0;

const sum = (sums: OrderLedgerSums, ...reasons: BalanceEntryReason[]) =>
  reasons.reduce((total, reason) => total + (sums[reason] ?? 0), 0);

/** The marketplace's commission in entries summed by reason: taken, less given back on returns. */
// `0 -` rather than a unary minus: no entries is 0, not -0, in JSON and in equality checks.
export const commissionTakenOf = (sums: OrderLedgerSums) => 0 - sum(sums, 'commission', 'commission_refund');

/** What platform coupons paid sellers in entries summed by reason (less what an admin rejected). */
export const platformCreditOf = (sums: OrderLedgerSums) => sum(sums, 'platform_discount', 'platform_discount_rejected');

/**
 * The commission the marketplace earned in entries summed by reason (COMMISSION_EARNED_REASONS,
 * docs/product.md#commission): the commission taken less what platform coupons cost it. The admin's
 * overview, its chart and the commission CSV all count it so.
 */
export const commissionEarnedOf = (sums: OrderLedgerSums) => commissionTakenOf(sums) - platformCreditOf(sums);

/** What the seller's balance holds of entries summed by reason: their sum. */
export const ledgerNetOf = (sums: OrderLedgerSums) => sum(sums, ...(Object.keys(sums) as BalanceEntryReason[]));

/**
 * The one place an order's money after the sale is worked out: the seller's cards and CSV, and the
 * admin's order list, all read it, so they cannot disagree with each other or with the ledger.
 */
export function orderMoney(order: OrderMoneySource, ledger: OrderLedgerSums | undefined): OrderMoney {
  if (ledger && Object.keys(ledger).length > 0) {
    // Paid on delivery, the seller collected the total at the door: the ledger only holds what they owe.
    const collectedKobo = order.paymentMethod === 'pay_on_delivery' ? order.totalAmountKobo : 0;
    return {
      basis: 'ledger',
      netKobo: collectedKobo + ledgerNetOf(ledger),
      commissionKobo: commissionTakenOf(ledger),
      platformCreditKobo: platformCreditOf(ledger),
      refundedKobo: -sum(ledger, 'return_refund'),
    };
  }
  if (order.status === 'cancelled') {
    const refunded = order.paymentStatus === 'refund_pending' || order.paymentStatus === 'refunded';
    return {
      basis: 'none',
      netKobo: 0,
      commissionKobo: 0,
      platformCreditKobo: 0,
      refundedKobo: refunded ? order.totalAmountKobo : 0,
    };
  }
  const platformCreditKobo = platformDiscountOf(order);
  return {
    basis: 'expected',
    netKobo: order.totalAmountKobo + platformCreditKobo - order.commissionKobo,
    commissionKobo: order.commissionKobo,
    platformCreditKobo,
    refundedKobo: 0,
  };
}
