import {
  ORDER_ID_DISPLAY_LENGTH,
  ORDER_STATUSES,
  type RefundStatus,
  type ReturnStatus,
} from '../../../shared/constants.ts';
import type { OrderReturnSummary } from '../../../shared/checkout.ts';
import { formatNaira } from '../../../shared/money.ts';
import { orderStatusLabels } from '../../entities/order/order-badges.tsx';

/** docs/product.md#order-status: an order is shown by the first 8 characters of its id. */
export const shortOrderId = (id: string) => id.slice(0, ORDER_ID_DISPLAY_LENGTH);

/**
 * A tracking entry's status as a heading: an order status by its label ("shipped" → "Shipped"),
 * any other text ("Order Placed", "Payment received") as written, with a capital first letter.
 */
export function trackingStatusText(status: string): string {
  const known = ORDER_STATUSES.find((value) => value === status);
  if (known) return orderStatusLabels[known];
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** Where a return request stands, as its customer reads it (the tracking view and the order card). */
export const returnStatusText: Record<ReturnStatus, string> = {
  open: 'Waiting for the store to decide',
  declined: 'Declined by the store',
  escalated: 'With Oja for a decision',
  accepted: 'Accepted',
  rejected: 'Declined by Oja',
};

/** How far a return's refund got: back with the customer once the provider says it was paid. */
export const refundProgressText = (refundStatus: RefundStatus | null) =>
  refundStatus === 'processed' ? 'returned to you' : 'on its way to you';

/**
 * The order card's line about its latest return (docs/product.md#returns): an accepted one by its
 * refund ("Return accepted: refund of ₦24,000.00 returned to you"), any other by where it stands.
 */
export function orderReturnText(summary: OrderReturnSummary): string {
  if (summary.status === 'accepted' && summary.refundKobo !== null) {
    return `Return accepted: refund of ${formatNaira(summary.refundKobo)} ${refundProgressText(summary.refundStatus)}`;
  }
  const where = returnStatusText[summary.status];
  return `Return requested: ${where.charAt(0).toLowerCase()}${where.slice(1)}`;
}
