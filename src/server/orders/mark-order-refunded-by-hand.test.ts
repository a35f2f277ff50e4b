import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestServer, type TestServer } from '../test/harness.ts';
import { ordersOf, payInSandbox, placeCheckout, trackingOf, twoStoreShop } from '../test/checkout-helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A WhatsApp order the vendor marked paid and then cancelled: its money has to go back by hand. */
async function cancelledPaidWhatsAppOrder() {
  const shop = await twoStoreShop(server);
  const shopper = await server.signedIn('customer');
  const checkout = await placeCheckout(shopper, [{ productId: shop.mat.id, quantity: 1 }], {
    paymentMethod: 'whatsapp',
  });
  const orderId = checkout.orders[0]!.id;
  expect((await (await server.signedIn('admin')).post(`/api/orders/${orderId}/mark-paid`)).status).toBe(200);
  expect((await shop.vendor.post(`/api/vendor/orders/${orderId}/status`, { to: 'cancelled' })).status).toBe(200);
  await server.drainJobs();
  return { shop, shopper, checkout, orderId };
}

const paymentStatusOf = async (reference: string) => (await ordersOf(server, reference))[0]!.paymentStatus;

describe('a cancelled, paid WhatsApp order is refunded by hand', () => {
  it('stays refund_pending after the refund job, as no provider can pay it back', async () => {
    const { checkout } = await cancelledPaidWhatsAppOrder();
    expect(await paymentStatusOf(checkout.reference)).toBe('refund_pending');
  });

  it('an admin marks it refunded; the customer sees a Refunded tracking entry', async () => {
    const { checkout, orderId } = await cancelledPaidWhatsAppOrder();
    const admin = await server.signedIn('admin');
    const res = await admin.post(`/api/admin/orders/${orderId}/mark-refunded`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ order: { id: orderId, status: 'cancelled', paymentStatus: 'refunded' } });
    expect(await paymentStatusOf(checkout.reference)).toBe('refunded');
    expect((await trackingOf(server, orderId)).at(-1)).toMatchObject({
      status: 'Refunded',
      notes: 'Your payment has been returned to you',
    });
  });

  it('a second press is a 409 and records nothing more', async () => {
    const { orderId } = await cancelledPaidWhatsAppOrder();
    const admin = await server.signedIn('admin');
    await admin.post(`/api/admin/orders/${orderId}/mark-refunded`);
    const entries = (await trackingOf(server, orderId)).length;
    const again = await admin.post(`/api/admin/orders/${orderId}/mark-refunded`);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe('This order has no refund to settle by hand');
    expect(await trackingOf(server, orderId)).toHaveLength(entries);
  });

  it('the vendor and the customer cannot mark it refunded (403), and it stays refund_pending', async () => {
    const { shop, shopper, checkout, orderId } = await cancelledPaidWhatsAppOrder();
    expect((await shop.vendor.post(`/api/admin/orders/${orderId}/mark-refunded`)).status).toBe(403);
    expect((await shopper.post(`/api/admin/orders/${orderId}/mark-refunded`)).status).toBe(403);
    expect(await paymentStatusOf(checkout.reference)).toBe('refund_pending');
  });

  it('an order that is not cancelled has nothing to refund (409)', async () => {
    const shop = await twoStoreShop(server);
    const checkout = await placeCheckout(await server.signedIn('customer'), [{ productId: shop.mat.id, quantity: 1 }], {
      paymentMethod: 'whatsapp',
    });
    const orderId = checkout.orders[0]!.id;
    await (await server.signedIn('admin')).post(`/api/orders/${orderId}/mark-paid`);
    const res = await (await server.signedIn('admin')).post(`/api/admin/orders/${orderId}/mark-refunded`);
    expect(res.status).toBe(409);
    expect(await paymentStatusOf(checkout.reference)).toBe('completed');
  });

  it('a card order is refunded through its provider, never by hand (409)', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    await payInSandbox(shopper, checkout.reference);
    await server.drainJobs();
    const orderId = checkout.orders[0]!.id;
    expect((await shop.vendor.post(`/api/vendor/orders/${orderId}/status`, { to: 'cancelled' })).status).toBe(200);
    // Before the refund job has run the order is refund_pending; an admin still cannot settle it.
    const res = await (await server.signedIn('admin')).post(`/api/admin/orders/${orderId}/mark-refunded`);
    expect(res.status).toBe(409);
  });

  it('an order that does not exist is a 404', async () => {
    const admin = await server.signedIn('admin');
    const res = await admin.post('/api/admin/orders/00000000-0000-4000-8000-000000000000/mark-refunded');
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe('Order not found');
  });
});
