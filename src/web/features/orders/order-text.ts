import { ORDER_ID_DISPLAY_LENGTH, ORDER_STATUSES } from '../../../shared/constants.ts';
import { orderStatusLabels } from '../../components/ui/order-badges.tsx';

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
