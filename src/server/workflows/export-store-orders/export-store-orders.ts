import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../actor.ts';
import { readStoreOrdersForExport } from '../../orders/read-store-orders-for-export.ts';
import { withOrderMoney } from '../read-order-money/read-order-money.ts';
import { csvNaira, csvText } from '../../../shared/csv.ts';

export const CSV_COLUMNS = [
  'Date',
  'Order ID',
  'Tracking Number',
  'Store',
  'Customer',
  'Customer Email',
  'Phone',
  'Address',
  'City',
  'State',
  'Items',
  'Subtotal (NGN)',
  'Delivery Fee (NGN)',
  'Total (NGN)',
  'Commission (NGN)',
  'Oja Coupon (NGN)',
  'Refunded (NGN)',
  'Net (NGN)',
  'Payment Method',
  'Payment Reference',
  'Payment Status',
  'Status',
] as const;

/**
 * The caller's stores' orders as CSV for their books, newest first: the day (Africa/Lagos, ISO),
 * who bought and where it goes, what was sold, the money in naira with two decimals — subtotal,
 * delivery fee and total as the customer was charged, then the order's money after the sale as the
 * ledger holds it (shared/order-money.ts, the same figures as the order cards): the marketplace's
 * commission, what Oja paid of its coupon, what was refunded, and the seller's net
 * (docs/product.md#commission) — and how and whether it was paid, and where the order stands.
 */
export async function exportStoreOrders(db: DbOrTx, actor: Actor): Promise<string> {
  const rows = await withOrderMoney(db, await readStoreOrdersForExport(db, actor));
  const lagosDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' });
  const body = rows.map((r) => [
    lagosDay.format(r.createdAt),
    r.id,
    r.trackingNumber,
    r.storeName,
    r.shippingAddress.fullName || r.customerName,
    r.customerEmail,
    r.shippingAddress.phone,
    r.shippingAddress.address,
    r.shippingAddress.city,
    r.shippingAddress.state,
    r.items,
    csvNaira(r.totalAmountKobo - r.deliveryFeeKobo),
    csvNaira(r.deliveryFeeKobo),
    csvNaira(r.totalAmountKobo),
    csvNaira(r.money.commissionKobo),
    csvNaira(r.money.platformCreditKobo),
    csvNaira(r.money.refundedKobo),
    csvNaira(r.money.netKobo),
    r.paymentMethod,
    r.paymentReference ?? '',
    r.paymentStatus,
    r.status,
  ]);
  return csvText(CSV_COLUMNS, body);
}
