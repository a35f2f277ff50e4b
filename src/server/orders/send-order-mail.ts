import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Deps } from '../deps.ts';
import { orderItems, orders, profiles, stores } from '../db/schema.ts';
import { orderUpdateMail, vendorNewOrderMail } from '../mail/templates.ts';
import { formatNaira } from '../../shared/money.ts';
import { messages } from '../../shared/messages.ts';
import { handleJob } from '../jobs/define-job.ts';
import { orderMailJob } from './queue-order-mail.ts';
import { nameWithVariant } from '../../shared/variants.ts';

/**
 * The order-mail job: tells the customer what the tracking entry says (order placed — or awaiting
 * payment while nobody has paid —, payment confirmed, each status change — shipped with its
 * location and tracking number, cancelled with its refund on the way —, refunded), and the store's
 * vendor of each newly paid order and each WhatsApp order when it is placed. Reads the order fresh,
 * so a retried job sends current facts.
 */
/** The store's owner, beside the customer's profile in the one read. */
const owner = alias(profiles, 'owner');

export async function sendOrderMail(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  payload: { orderId: string; status: string; notes: string; location: string | null },
): Promise<void> {
  const [order] = await deps.db
    .select({
      id: orders.id,
      trackingNumber: orders.trackingNumber,
      totalAmountKobo: orders.totalAmountKobo,
      couponCode: orders.couponCode,
      couponBearer: orders.couponBearer,
      discountKobo: orders.discountKobo,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      shippingAddress: orders.shippingAddress,
      customerEmail: profiles.email,
      customerName: profiles.fullName,
      storeName: stores.name,
      ownerEmail: owner.email,
      ownerName: owner.fullName,
      // In the same statement: a mail job is one read, however many lines the order has.
      items: sql<{ name: string; variant: string | null; quantity: number }[]>`(
        select coalesce(json_agg(json_build_object(
          'name', ${orderItems.productName}, 'variant', ${orderItems.variantLabel}, 'quantity', ${orderItems.quantity}
        )), '[]'::json) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(profiles, eq(profiles.id, orders.customerId))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(owner, eq(owner.id, stores.ownerId))
    .where(eq(orders.id, payload.orderId));
  if (!order) return;
  const { items } = order;
  const facts = {
    name: order.customerName,
    trackingNumber: order.trackingNumber,
    storeName: order.storeName,
    total: formatNaira(order.totalAmountKobo),
    coupon:
      order.couponCode && order.discountKobo > 0
        ? `Coupon ${order.couponCode}: −${formatNaira(order.discountKobo)}`
        : null,
    // The size/colour bought, as frozen on the order (decision 0025): "Ankara Dress (Size M · Black) × 1".
    items: items.map((i) => `${nameWithVariant(i.name, i.variant)} × ${i.quantity}`),
    status: payload.status,
    notes: payload.notes,
    location: payload.location,
    link: `${deps.config.publicUrl}/profile`,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
  };
  await deps.mailer.send(orderUpdateMail(order.customerEmail, facts));
  // The vendor hears of an order they can act on: once it is paid, or — paid to Oja on WhatsApp,
  // or to the vendor at the door — as soon as it is placed, so they know it is coming.
  const paid = payload.status === messages.tracking.paymentReceived;
  const placed = payload.status === messages.tracking.orderPlaced;
  const whatsappPlaced = placed && order.paymentMethod === 'whatsapp' && order.paymentStatus === 'pending';
  // Paid at the door (docs/product.md#pay-on-delivery): the vendor may accept it at once.
  const onDeliveryPlaced = placed && order.paymentMethod === 'pay_on_delivery';
  if (paid || whatsappPlaced || onDeliveryPlaced) {
    if (order.ownerEmail !== null && order.ownerName !== null) {
      await deps.mailer.send(
        vendorNewOrderMail(order.ownerEmail, {
          ...facts,
          // The seller hears who pays for the discount: a platform coupon's is credited to them.
          coupon: facts.coupon && order.couponBearer === 'platform' ? `${facts.coupon} (paid by Oja)` : facts.coupon,
          name: order.ownerName,
          paid,
          shipTo: `${order.shippingAddress.city}, ${order.shippingAddress.state}`,
          link: `${deps.config.publicUrl}/vendor-dashboard`,
        }),
      );
    }
  }
}

export const orderMailJobHandler = handleJob(orderMailJob, sendOrderMail);
