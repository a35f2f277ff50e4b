import type { OrderStatus, PaymentStatus } from '../../../shared/constants.ts';
import { ToneBadge, type BadgeTone } from '../../components/ui/status-badge.tsx';

/** docs/product.md#order-status: delivered green, cancelled red, anything else yellow. */
export function orderStatusTone(status: OrderStatus): BadgeTone {
  if (status === 'delivered') return 'green';
  if (status === 'cancelled') return 'red';
  return 'yellow';
}

/** docs/product.md#payment-status: completed green, failed red, anything else yellow. */
export function paymentStatusTone(status: PaymentStatus): BadgeTone {
  if (status === 'completed') return 'green';
  if (status === 'failed') return 'red';
  return 'yellow';
}

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** What the payment badge says: the word "payment" is in it, so the two badges never read alike. */
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'Payment pending',
  completed: 'Payment completed',
  failed: 'Payment failed',
  cancelled: 'Payment cancelled',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
  // Nothing is paid online: the customer pays at the door (docs/product.md#pay-on-delivery).
  on_delivery: 'Pay on delivery',
};

/** An order's fulfilment status as a badge; shared by the shopper's, the vendor's and the admin's lists. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <ToneBadge tone={orderStatusTone(status)}>
      <span className="sr-only">Order status: </span>
      {orderStatusLabels[status]}
    </ToneBadge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <ToneBadge tone={paymentStatusTone(status)}>{paymentStatusLabels[status]}</ToneBadge>;
}
