import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { balanceEntries, orders, orderTracking, payoutHoldSettings, storePayoutHolds } from '../db/schema.ts';

export type ReturnWindow = {
  /** Delivered with a sale a return can be about: credited and held, or paid at the door. */
  delivered: boolean;
  /** A request can be opened (or escalated) now. */
  open: boolean;
  /** When the window closes; null when there is none (a hold of 0 days). */
  endsAt: Date | null;
};

const CLOSED: ReturnWindow = { delivered: false, open: false, endsAt: null };

/**
 * An order's return window (docs/product.md#returns, decision 0021). For money Oja holds, the
 * window is the sale's hold: open while its `order_delivered` entry is pending and not yet due —
 * read in the caller's transaction after it locked the order, which the release job locks too.
 *
 * An order paid on delivery has no held sale (the vendor holds the money, decision 0019), so its
 * window is counted from delivery — its `delivered` tracking entry, written once by the one
 * conditional move — for the store's hold, else the platform's, else `fallbackHoldDays`, as they
 * stand when asked: nothing is held, so no date was promised to the seller.
 */
export async function readReturnWindow(db: DbOrTx, orderId: string, fallbackHoldDays: number): Promise<ReturnWindow> {
  const [order] = await db
    .select({ status: orders.status, paymentMethod: orders.paymentMethod, storeId: orders.storeId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.status !== 'delivered') return CLOSED;

  if (order.paymentMethod !== 'pay_on_delivery') {
    const [sale] = await db
      .select({
        availableAt: balanceEntries.availableAt,
        open: sql<boolean>`${balanceEntries.pending} and ${balanceEntries.availableAt} > now()`,
        noHold: sql<boolean>`${balanceEntries.availableAt} <= ${balanceEntries.createdAt}`,
      })
      .from(balanceEntries)
      .where(and(eq(balanceEntries.orderId, orderId), eq(balanceEntries.reason, 'order_delivered')));
    if (!sale) return CLOSED;
    return { delivered: true, open: sale.open, endsAt: sale.noHold ? null : sale.availableAt };
  }

  const holdDays = sql<number>`coalesce(${storePayoutHolds.holdDays}, ${payoutHoldSettings.holdDays}, ${fallbackHoldDays})`;
  const endsAt = sql`${orderTracking.createdAt} + make_interval(secs => ${holdDays} * 86400)`;
  const [delivery] = await db
    .select({
      endsAt: sql<Date>`${endsAt}`.mapWith(orderTracking.createdAt),
      open: sql<boolean>`${holdDays} > 0 and ${endsAt} > now()`,
      noHold: sql<boolean>`${holdDays} <= 0`,
    })
    .from(orderTracking)
    .leftJoin(storePayoutHolds, eq(storePayoutHolds.storeId, order.storeId))
    .leftJoin(payoutHoldSettings, eq(payoutHoldSettings.id, 1))
    .where(and(eq(orderTracking.orderId, orderId), eq(orderTracking.status, 'delivered')))
    .orderBy(asc(orderTracking.createdAt))
    .limit(1);
  if (!delivery) return CLOSED;
  return { delivered: true, open: delivery.open, endsAt: delivery.noHold ? null : delivery.endsAt };
}
