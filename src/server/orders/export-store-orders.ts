import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orderItems, orders, payments, profiles, stores } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import { csvNaira, csvText } from '../../shared/csv.ts';
import { nameWithVariant } from '../../shared/variants.ts';

/** At most this many orders per export: years of a small shop's sales, in one spreadsheet. */
export const CSV_EXPORT_LIMIT = 20_000;

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
  'Net (NGN)',
  'Payment Method',
  'Payment Reference',
  'Payment Status',
  'Status',
] as const;

const naira = csvNaira;

/**
 * The caller's stores' orders as CSV for their books, newest first: the day (Africa/Lagos, ISO),
 * who bought and where it goes, what was sold, the money in naira with two decimals (subtotal,
 * delivery fee, total, the marketplace's commission and what is left for the seller — docs/product.md#commission),
 * how and whether it was paid, and where the order stands.
 */
export async function exportStoreOrders(db: DbOrTx, actor: Actor): Promise<string> {
  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      trackingNumber: orders.trackingNumber,
      storeName: stores.name,
      customerName: profiles.fullName,
      customerEmail: profiles.email,
      shippingAddress: orders.shippingAddress,
      totalAmountKobo: orders.totalAmountKobo,
      deliveryFeeKobo: orders.deliveryFeeKobo,
      commissionKobo: orders.commissionKobo,
      paymentMethod: orders.paymentMethod,
      paymentReference: payments.reference,
      paymentStatus: orders.paymentStatus,
      status: orders.status,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(profiles, eq(profiles.id, orders.customerId))
    .leftJoin(payments, eq(payments.id, orders.paymentId))
    .where(eq(stores.ownerId, actor.id))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(CSV_EXPORT_LIMIT);
  const items = new Map<string, string[]>();
  for (let i = 0; i < rows.length; i += 1000) {
    const ids = rows.slice(i, i + 1000).map((r) => r.id);
    const lines = await db
      .select({
        orderId: orderItems.orderId,
        name: orderItems.productName,
        variant: orderItems.variantLabel,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.productName));
    for (const line of lines) {
      const list = items.get(line.orderId) ?? [];
      list.push(`${nameWithVariant(line.name, line.variant)} x${line.quantity}`);
      items.set(line.orderId, list);
    }
  }
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
    (items.get(r.id) ?? []).join('; '),
    naira(r.totalAmountKobo - r.deliveryFeeKobo),
    naira(r.deliveryFeeKobo),
    naira(r.totalAmountKobo),
    naira(r.commissionKobo),
    naira(r.totalAmountKobo - r.commissionKobo),
    r.paymentMethod,
    r.paymentReference ?? '',
    r.paymentStatus,
    r.status,
  ]);
  return csvText(CSV_COLUMNS, body);
}
