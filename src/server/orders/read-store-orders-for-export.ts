import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orderItems, orders, payments, profiles, stores } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import { nameWithVariant } from '../../shared/variants.ts';

/** At most this many orders per export: years of a small shop's sales, in one spreadsheet. */
export const CSV_EXPORT_LIMIT = 20_000;

/**
 * The caller's stores' orders for their CSV, newest first: who bought and where it goes, what was
 * sold (each line as "name x quantity"), the order's own money, and how and whether it was paid.
 * What the order earned after the sale is the ledger's: the export workflow adds it.
 */
export async function readStoreOrdersForExport(db: DbOrTx, actor: Actor) {
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
      couponBearer: orders.couponBearer,
      discountKobo: orders.discountKobo,
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
  return rows.map((r) => ({ ...r, items: (items.get(r.id) ?? []).join('; ') }));
}
