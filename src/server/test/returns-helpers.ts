import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Agent, TestServer } from './harness.ts';
import { ordersOf, payInSandbox, placeCheckout, twoStoreShop } from './checkout-helpers.ts';
import { orderItems } from '../db/schema.ts';
import type { OrderStatus } from '../../shared/constants.ts';

type Shop = Awaited<ReturnType<typeof twoStoreShop>>;

/**
 * Two kettles (₦2,500 each) and Lagos delivery, paid in the sandbox and delivered by a store with a
 * payout hold of `holdDays` (its return window); a new shop unless one is given.
 */
export async function deliveredOrder(server: TestServer, admin: Agent, holdDays = 3, existing?: Shop) {
  const shop = existing ?? (await twoStoreShop(server));
  if (!existing) {
    const hold = await admin.request('PUT', `/api/admin/payout-holds/stores/${shop.kettle.storeId}`, { holdDays });
    expect(hold.status).toBe(200);
  }
  const buyer = await server.signedIn('customer');
  const checkout = await placeCheckout(buyer, [{ productId: shop.kettle.id, quantity: 2 }]);
  await payInSandbox(buyer, checkout.reference);
  await server.drainJobs();
  const [order] = await ordersOf(server, checkout.reference);
  for (const to of ['confirmed', 'processing', 'shipped', 'delivered'] as OrderStatus[]) {
    const res = await shop.vendor.post(`/api/vendor/orders/${order!.id}/status`, { to });
    expect(res.status, await res.clone().text()).toBe(200);
  }
  const [item] = await server.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
  return { shop, buyer, order: order!, item: item! };
}

export type DeliveredOrder = Awaited<ReturnType<typeof deliveredOrder>>;

/** The tracking view's multipart form: `items` as JSON text, a reason, a comment and `photos` files. */
export function returnForm(
  d: DeliveredOrder,
  photos: { bytes: Buffer; name?: string; type?: string }[],
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  form.append('items', JSON.stringify([{ orderItemId: d.item.id, quantity: 1 }]));
  form.append('reason', 'damaged');
  form.append('comment', 'The handle came off');
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  photos.forEach(({ bytes, name, type }, i) =>
    form.append('photos', new Blob([new Uint8Array(bytes)], { type: type ?? 'image/png' }), name ?? `photo-${i}.png`),
  );
  return form;
}
