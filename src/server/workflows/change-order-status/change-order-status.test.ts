import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorOf, startTestServer, type Agent, type TestServer } from '../../test/harness.ts';
import { testEngine } from '../../test/test-database.ts';
import {
  ordersOf,
  payInSandbox,
  paymentRow,
  placeCheckout,
  stockOf,
  trackingOf,
  twoStoreShop,
} from '../../test/checkout-helpers.ts';
import { balanceEntries, reviews, sandboxTransactions } from '../../db/schema.ts';
import { ledgerMismatches } from '../../ledger/ledger-mismatches.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/constants.ts';
import { findTransition } from '../../../shared/order-status.ts';
import type { AdminOrdersPage, VendorOrdersPage, VendorOverview, VendorReview } from '../../../shared/fulfilment.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  expect(await ledgerMismatches(server.db)).toEqual([]);
  await server.close();
});

type Shop = Awaited<ReturnType<typeof twoStoreShop>>;
type Shopper = Awaited<ReturnType<TestServer['signedIn']>>;

/** A card order for two kettles (₦5,000 + ₦1,500 delivery), paid in the sandbox. */
async function paidOrder(shop: Shop, shopper?: Shopper) {
  const buyer = shopper ?? (await server.signedIn('customer'));
  const checkout = await placeCheckout(buyer, [{ productId: shop.kettle.id, quantity: 2 }]);
  await payInSandbox(buyer, checkout.reference);
  await server.drainJobs();
  const [order] = await ordersOf(server, checkout.reference);
  expect(order!.paymentStatus).toBe('completed');
  return { buyer, checkout, order: order! };
}

const move = (agent: Agent, orderId: string, body: { to: OrderStatus; location?: string; notes?: string }) =>
  agent.post(`/api/vendor/orders/${orderId}/status`, body);

async function statusOf(reference: string) {
  const [order] = await ordersOf(server, reference);
  return [order!.status, order!.paymentStatus];
}

async function creditsOf(orderId: string) {
  return server.db.select().from(balanceEntries).where(eq(balanceEntries.orderId, orderId));
}

describe('fulfilling a paid card order', () => {
  it('walks accept → processing → shipped → delivered, tracking each step, and credits the owner once', async () => {
    const shop = await twoStoreShop(server);
    const { buyer, checkout, order } = await paidOrder(shop);
    const steps: [OrderStatus, Record<string, string>][] = [
      ['confirmed', {}],
      ['processing', {}],
      ['shipped', { location: 'Ikeja hub' }],
      ['delivered', {}],
    ];
    for (const [to, extra] of steps) {
      const res = await move(shop.vendor, order.id, { to, ...extra });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(await res.json()).toEqual({ order: { id: order.id, status: to, paymentStatus: 'completed' } });
    }
    const tracking = await trackingOf(server, order.id);
    expect(tracking.map((t) => [t.status, t.location, t.notes])).toEqual([
      ['Order Placed', null, 'Your order has been received and is being processed'],
      ['Payment received', null, 'Payment confirmed'],
      ['confirmed', null, 'Order status updated to confirmed'],
      ['processing', null, 'Order status updated to processing'],
      ['shipped', 'Ikeja hub', 'Order has been shipped and is on the way to customer'],
      ['delivered', null, 'Order status updated to delivered'],
    ]);
    // The customer reads the same tracking, oldest first.
    const own = (await (await buyer.get(`/api/orders/${order.id}/tracking`)).json()) as { tracking: unknown[] };
    expect(own.tracking).toHaveLength(6);
    const credits = await creditsOf(order.id);
    expect(credits.map((c) => [c.vendorId, c.amountKobo, c.reason])).toEqual([
      [shop.vendor.userId, 650_000, 'order_delivered'],
    ]);
    expect((await server.profileOf(shop.vendor.userId))!.availableBalanceKobo).toBe(650_000);
    expect(await statusOf(checkout.reference)).toEqual(['delivered', 'completed']);
  });

  it('keeps the notes the vendor typed when shipping', async () => {
    const shop = await twoStoreShop(server);
    const { order } = await paidOrder(shop);
    for (const to of ['confirmed', 'processing'] as const) await move(shop.vendor, order.id, { to });
    await move(shop.vendor, order.id, { to: 'shipped', location: 'Yaba', notes: 'GIG Logistics, waybill 42' });
    const last = (await trackingOf(server, order.id)).at(-1)!;
    expect([last.status, last.location, last.notes]).toEqual(['shipped', 'Yaba', 'GIG Logistics, waybill 42']);
  });
});

describe('the state machine on the server', () => {
  it('refuses every illegal move from every status with a 409 and changes nothing', async () => {
    const shop = await twoStoreShop(server, { kettle: 100, mat: 10 });
    const path: OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipped', 'delivered'];
    const { checkout, order } = await paidOrder(shop);
    for (const [i, status] of path.entries()) {
      for (const to of ORDER_STATUSES) {
        if (findTransition({ status, paymentMethod: order.paymentMethod }, to)) continue;
        const before = (await trackingOf(server, order.id)).length;
        const res = await move(shop.vendor, order.id, { to });
        expect(res.status, `${status}→${to}`).toBe(409);
        expect(await statusOf(checkout.reference)).toEqual([status, 'completed']);
        expect((await trackingOf(server, order.id)).length).toBe(before);
      }
      const next = path[i + 1];
      if (next) expect((await move(shop.vendor, order.id, { to: next })).status).toBe(200);
    }
    // cancelled is final too
    const other = await paidOrder(shop);
    expect((await move(shop.vendor, other.order.id, { to: 'cancelled' })).status).toBe(200);
    for (const to of ORDER_STATUSES) {
      expect((await move(shop.vendor, other.order.id, { to })).status, `cancelled→${to}`).toBe(409);
    }
  });

  it('answers a stale double click with a 409 and records one tracking entry', async () => {
    const shop = await twoStoreShop(server);
    const { order } = await paidOrder(shop);
    expect((await move(shop.vendor, order.id, { to: 'confirmed' })).status).toBe(200);
    const again = await move(shop.vendor, order.id, { to: 'confirmed' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe('This order has already changed; refresh to see its current status');
    expect((await trackingOf(server, order.id)).filter((t) => t.status === 'confirmed')).toHaveLength(1);
  });

  it('refuses to accept an unpaid card order with a 409, for its vendor and for an admin, and changes nothing', async () => {
    const shop = await twoStoreShop(server);
    const checkout = await placeCheckout(await server.signedIn('customer'), [
      { productId: shop.kettle.id, quantity: 1 },
    ]);
    const orderId = checkout.orders[0]!.id;
    const admin = await server.signedIn('admin');
    for (const res of [
      await move(shop.vendor, orderId, { to: 'confirmed' }),
      await admin.post(`/api/admin/orders/${orderId}/status`, { to: 'confirmed' }),
    ]) {
      expect(res.status).toBe(409);
      expect((await errorOf(res)).message).toBe(
        'This card order has not been paid yet. It can be accepted once the payment arrives.',
      );
    }
    expect(await statusOf(checkout.reference)).toEqual(['pending', 'pending']);
    expect((await trackingOf(server, orderId)).map((t) => t.status)).toEqual(['Order Placed']);
  });

  it('accepts the card order once its payment has arrived', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    const orderId = checkout.orders[0]!.id;
    expect((await move(shop.vendor, orderId, { to: 'confirmed' })).status).toBe(409);
    await payInSandbox(shopper, checkout.reference);
    await server.drainJobs();
    expect((await move(shop.vendor, orderId, { to: 'confirmed' })).status).toBe(200);
    expect(await statusOf(checkout.reference)).toEqual(['confirmed', 'completed']);
  });

  it('still lets an unpaid WhatsApp order be accepted, as today (it is paid to Oja, and an admin confirms it)', async () => {
    const shop = await twoStoreShop(server);
    const checkout = await placeCheckout(await server.signedIn('customer'), [{ productId: shop.mat.id, quantity: 1 }], {
      paymentMethod: 'whatsapp',
    });
    const orderId = checkout.orders[0]!.id;
    expect((await move(shop.vendor, orderId, { to: 'confirmed' })).status).toBe(200);
    expect(await statusOf(checkout.reference)).toEqual(['confirmed', 'pending']);
  });

  it('validates the body', async () => {
    const shop = await twoStoreShop(server);
    const { order } = await paidOrder(shop);
    const res = await move(shop.vendor, order.id, { to: 'lost' as OrderStatus });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toHaveProperty('to');
  });
});

describe('tenants', () => {
  it("hides vendor A's orders, reviews and moves from vendor B (404) and refuses customers", async () => {
    const shop = await twoStoreShop(server);
    const { buyer, order } = await paidOrder(shop);
    await server.db.insert(reviews).values({ productId: shop.kettle.id, customerId: buyer.userId, rating: 4 });
    const vendorB = await server.signedIn('vendor');
    expect((await move(vendorB, order.id, { to: 'confirmed' })).status).toBe(404);
    expect(((await (await vendorB.get('/api/vendor/orders')).json()) as VendorOrdersPage).orders).toEqual([]);
    expect(((await (await vendorB.get('/api/vendor/reviews')).json()) as { reviews: unknown[] }).reviews).toEqual([]);
    expect(await (await vendorB.get('/api/vendor/orders.csv')).text()).not.toContain(order.id);
    expect(((await (await vendorB.get('/api/vendor/overview')).json()) as VendorOverview).totalRevenueKobo).toBe(0);
    expect((await move(buyer, order.id, { to: 'confirmed' })).status).toBe(403);
    expect((await buyer.get('/api/admin/orders')).status).toBe(403);
    expect((await shop.vendor.post(`/api/admin/orders/${order.id}/status`, { to: 'confirmed' })).status).toBe(403);
    expect((await (await server.signedIn('customer')).get('/api/vendor/orders')).status).toBe(403);
    // Nothing moved.
    expect(await trackingOf(server, order.id)).toHaveLength(2);
  });
});

describe('cancelling', () => {
  it('returns the stock of a paid order and refunds its total through the sandbox', async () => {
    const shop = await twoStoreShop(server);
    const { checkout, order } = await paidOrder(shop);
    expect(await stockOf(server, shop.kettle.id)).toBe(8);
    await move(shop.vendor, order.id, { to: 'confirmed' });
    const res = await move(shop.vendor, order.id, { to: 'cancelled' });
    expect(await res.json()).toEqual({ order: { id: order.id, status: 'cancelled', paymentStatus: 'refund_pending' } });
    expect(await stockOf(server, shop.kettle.id)).toBe(10);
    await server.drainJobs();
    expect(await statusOf(checkout.reference)).toEqual(['cancelled', 'refunded']);
    const payment = await paymentRow(server, checkout.reference);
    const [txn] = await server.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.reference, payment.reference));
    expect(txn!.status).toBe('reversed');
    // The cancellation, then the refund the provider processed (it is mailed too).
    const lastTwo = (await trackingOf(server, order.id)).slice(-2).map((t) => [t.status, t.notes]);
    expect(lastTwo).toEqual([
      ['cancelled', 'Order cancelled by vendor'],
      ['Refunded', 'Your payment has been returned to you'],
    ]);
    expect(await creditsOf(order.id)).toEqual([]);
    // A second cancel changes nothing: no stock twice.
    expect((await move(shop.vendor, order.id, { to: 'cancelled' })).status).toBe(409);
    expect(await stockOf(server, shop.kettle.id)).toBe(10);
  });

  it('returns the stock of an unpaid WhatsApp order, which can then no longer be marked paid', async () => {
    const shop = await twoStoreShop(server);
    const checkout = await placeCheckout(await server.signedIn('customer'), [{ productId: shop.mat.id, quantity: 3 }], {
      paymentMethod: 'whatsapp',
    });
    const orderId = checkout.orders[0]!.id;
    expect(await stockOf(server, shop.mat.id)).toBe(7);
    expect((await move(shop.vendor, orderId, { to: 'cancelled' })).status).toBe(200);
    expect(await stockOf(server, shop.mat.id)).toBe(10);
    expect(await statusOf(checkout.reference)).toEqual(['cancelled', 'cancelled']);
    expect((await (await server.signedIn('admin')).post(`/api/orders/${orderId}/mark-paid`)).status).toBe(409);
  });
});

describe('a card order cancelled before its payment arrived', () => {
  it("refunds that order's share when the money comes in later, and pays the rest of the checkout", async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [
      { productId: shop.kettle.id, quantity: 1 },
      { productId: shop.mat.id, quantity: 1 },
    ]);
    const kettleOrder = (await ordersOf(server, checkout.reference)).find((o) => o.storeId === shop.stores[0].id)!;
    expect((await move(shop.vendor, kettleOrder.id, { to: 'cancelled' })).status).toBe(200);
    expect(await stockOf(server, shop.kettle.id)).toBe(10);
    await payInSandbox(shopper, checkout.reference);
    await server.drainJobs();
    const rows = await ordersOf(server, checkout.reference);
    expect(rows.map((o) => [o.id === kettleOrder.id ? 'kettle' : 'mat', o.status, o.paymentStatus]).sort()).toEqual([
      ['kettle', 'cancelled', 'refunded'],
      ['mat', 'pending', 'completed'],
    ]);
  });
});

describe('WhatsApp orders', () => {
  it('credits the vendor when an order already delivered is marked paid, once', async () => {
    const shop = await twoStoreShop(server);
    const checkout = await placeCheckout(await server.signedIn('customer'), [{ productId: shop.mat.id, quantity: 1 }], {
      paymentMethod: 'whatsapp',
    });
    const orderId = checkout.orders[0]!.id;
    for (const to of ['confirmed', 'processing', 'shipped', 'delivered'] as const) {
      expect((await move(shop.vendor, orderId, { to })).status).toBe(200);
    }
    expect(await creditsOf(orderId)).toEqual([]);
    expect((await (await server.signedIn('admin')).post(`/api/orders/${orderId}/mark-paid`)).status).toBe(200);
    expect((await (await server.signedIn('admin')).post(`/api/orders/${orderId}/mark-paid`)).status).toBe(409);
    expect((await creditsOf(orderId)).map((c) => c.amountKobo)).toEqual([270_000]);
  });
});

describe("the vendor's lists", () => {
  it('lists their orders newest first with customer, address, items and both statuses', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer', { fullName: 'Ngozi Okafor' });
    const first = await paidOrder(shop, shopper);
    const second = await placeCheckout(shopper, [{ productId: shop.mat.id, quantity: 1 }], {
      paymentMethod: 'whatsapp',
    });
    const page = (await (await shop.vendor.get('/api/vendor/orders')).json()) as VendorOrdersPage;
    expect(page.orders.map((o) => o.id)).toEqual([second.orders[0]!.id, first.order.id]);
    expect(page.orders[1]).toMatchObject({
      trackingNumber: first.order.trackingNumber,
      customerName: 'Ngozi Okafor',
      customerEmail: shopper.email,
      totalAmountKobo: 650_000,
      status: 'pending',
      paymentStatus: 'completed',
      paymentMethod: 'paystack',
      shippingAddress: { phone: '08031234567', city: 'Lagos Island', state: 'Lagos' },
      items: [{ productName: 'Kettle', quantity: 2, priceKobo: 250_000 }],
    });
  });

  it('lists only the orders of one status when asked (the status filter of the order lists)', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const accepted = await paidOrder(shop, shopper);
    expect((await move(shop.vendor, accepted.order.id, { to: 'confirmed' })).status).toBe(200);
    const waiting = await paidOrder(shop, shopper);
    const byStatus = async (query: string) => {
      const res = await shop.vendor.get(`/api/vendor/orders${query}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as VendorOrdersPage).orders.map((o) => o.id);
    };
    expect(await byStatus('?status=confirmed')).toEqual([accepted.order.id]);
    expect(await byStatus('?status=pending')).toEqual([waiting.order.id]);
    expect(await byStatus('?status=delivered')).toEqual([]);
    expect(await byStatus('')).toEqual([waiting.order.id, accepted.order.id]);
    const bad = await shop.vendor.get('/api/vendor/orders?status=lost');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toHaveProperty('status');
  });

  it('exports the orders as CSV for the books', async () => {
    const shop = await twoStoreShop(server);
    const { order, checkout } = await paidOrder(
      shop,
      await server.signedIn('customer', { fullName: 'Bisi, "Mama" Ade' }),
    );
    const res = await shop.vendor.get('/api/vendor/orders.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="oja-orders-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = (await res.text()).replace(/^\uFEFF/, '');
    const [header, row, end] = text.split('\r\n');
    expect(header).toBe(
      'Date,Order ID,Tracking Number,Store,Customer,Customer Email,Phone,Address,City,State,Items,Subtotal (NGN),Delivery Fee (NGN),Total (NGN),Commission (NGN),Oja Coupon (NGN),Refunded (NGN),Net (NGN),Payment Method,Payment Reference,Payment Status,Status',
    );
    expect(row).toContain(`,${order.id},${order.trackingNumber},`);
    expect(row).toContain(',Ngozi Buyer,'); // the name on the shipping address
    expect(row).toContain(
      ',08031234567,12 Marina Road,Lagos Island,Lagos,Kettle x2,5000.00,1500.00,6500.00,0.00,0.00,0.00,6500.00,paystack,',
    );
    expect(row).toContain(`,${checkout.reference},completed,pending`);
    expect(row).toMatch(/^\d{4}-\d{2}-\d{2},/);
    expect(end).toBe('');
  });

  it('shows the overview: pending or confirmed orders, completed revenue, 30 days', async () => {
    const shop = await twoStoreShop(server);
    const a = await paidOrder(shop);
    await paidOrder(shop);
    await placeCheckout(await server.signedIn('customer'), [{ productId: shop.mat.id, quantity: 1 }], {
      paymentMethod: 'whatsapp',
    });
    await move(shop.vendor, a.order.id, { to: 'confirmed' });
    await move(shop.vendor, a.order.id, { to: 'processing' });
    const overview = (await (await shop.vendor.get('/api/vendor/overview')).json()) as VendorOverview;
    expect(overview.pendingOrders).toBe(2);
    expect(overview.totalRevenueKobo).toBe(1_300_000);
    expect(overview.days).toHaveLength(30);
    expect(overview.days.at(-1)).toMatchObject({ revenueKobo: 1_300_000, orders: 2 });
    expect(overview.days.reduce((sum, d) => sum + d.orders, 0)).toBe(2);
  });

  it("lists the reviews of the vendor's products", async () => {
    const shop = await twoStoreShop(server);
    const reviewer = await server.signedIn('customer', { fullName: 'Emeka Eze' });
    await server.db
      .insert(reviews)
      .values({ productId: shop.mat.id, customerId: reviewer.userId, rating: 5, comment: 'Soft and thick' });
    const body = (await (await shop.vendor.get('/api/vendor/reviews')).json()) as { reviews: VendorReview[] };
    expect(body.reviews).toMatchObject([
      { reviewerName: 'Emeka Eze', productName: 'Prayer Mat', rating: 5, comment: 'Soft and thick' },
    ]);
  });
});

describe("the admin's Orders", () => {
  it('filters by status, payment status, store, tracking number and e-mail, pages by cursor, and moves orders', async () => {
    const admin = await server.signedIn('admin');
    const shop = await twoStoreShop(server, { kettle: 100, mat: 100 });
    const shopper = await server.signedIn('customer');
    const paid = await paidOrder(shop, shopper);
    const waiting = await placeCheckout(shopper, [{ productId: shop.mat.id, quantity: 1 }], {
      paymentMethod: 'whatsapp',
    });
    const list = async (query: string) =>
      (await (await admin.get(`/api/admin/orders?${query}`)).json()) as AdminOrdersPage;

    expect((await list(`q=${encodeURIComponent(shopper.email.toUpperCase())}`)).orders.map((o) => o.id)).toEqual([
      waiting.orders[0]!.id,
      paid.order.id,
    ]);
    expect((await list(`q=${paid.order.trackingNumber}`)).orders.map((o) => o.id)).toEqual([paid.order.id]);
    expect((await list(`storeId=${shop.stores[1].id}`)).orders.map((o) => o.id)).toEqual([waiting.orders[0]!.id]);
    expect(
      (await list(`storeId=${shop.stores[0].id}&paymentStatus=completed&status=pending`)).orders.map((o) => o.id),
    ).toEqual([paid.order.id]);
    expect((await list(`storeId=${shop.stores[0].id}&status=shipped`)).orders).toEqual([]);
    expect((await admin.get('/api/admin/orders?status=lost')).status).toBe(400);

    // 45 more orders in one store: three pages of 20, 20 and 6, newest first, none repeated.
    for (let i = 0; i < 45; i++) await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page = await list(`storeId=${shop.stores[0].id}${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.orders.map((o) => o.id));
      cursor = page.next;
      pages++;
    }
    expect([pages, seen.length, new Set(seen).size, seen.at(-1)]).toEqual([3, 46, 46, paid.order.id]);

    const res = await admin.post(`/api/admin/orders/${paid.order.id}/status`, { to: 'confirmed' });
    expect(await res.json()).toMatchObject({ order: { status: 'confirmed' } });
    expect((await admin.post(`/api/admin/orders/${paid.order.id}/status`, { to: 'confirmed' })).status).toBe(409);
  });
});

/** PGlite runs one transaction at a time; the race needs PostgreSQL. */
describe.runIf(testEngine === 'postgres')('under concurrency (PostgreSQL)', () => {
  it('50 concurrent "Mark as Delivered" clicks move the order once and credit the vendor once', async () => {
    const shop = await twoStoreShop(server);
    const { order } = await paidOrder(shop);
    for (const to of ['confirmed', 'processing', 'shipped'] as const) await move(shop.vendor, order.id, { to });
    const admin = await server.signedIn('admin');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 5 === 0
          ? admin.post(`/api/admin/orders/${order.id}/status`, { to: 'delivered' })
          : move(shop.vendor, order.id, { to: 'delivered' }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect((await creditsOf(order.id)).map((c) => c.amountKobo)).toEqual([650_000]);
    expect((await server.profileOf(shop.vendor.userId))!.availableBalanceKobo).toBe(650_000);
    expect((await trackingOf(server, order.id)).filter((t) => t.status === 'delivered')).toHaveLength(1);
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });

  it('50 concurrent cancels of a paid order return its stock once and refund it once', async () => {
    const shop = await twoStoreShop(server);
    const { checkout, order } = await paidOrder(shop);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => move(shop.vendor, order.id, { to: 'cancelled' })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await stockOf(server, shop.kettle.id)).toBe(10);
    await server.drainJobs();
    expect(await statusOf(checkout.reference)).toEqual(['cancelled', 'refunded']);
  });
});
