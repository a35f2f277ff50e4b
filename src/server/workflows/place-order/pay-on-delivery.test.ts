import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { decodeQuotedPrintable, errorOf, startTestServer, type Agent, type TestServer } from '../../test/harness.ts';
import {
  checkoutBody,
  ordersOf,
  paymentRow,
  placeCheckout,
  stockOf,
  trackingOf,
  twoStoreShop,
} from '../../test/checkout-helpers.ts';
import { balanceEntries, jobs, orders, payments } from '../../db/schema.ts';
import { ledgerMismatches } from '../../ledger/ledger-mismatches.ts';
import { messages } from '../../../shared/messages.ts';
import { DEFAULT_PAY_ON_DELIVERY_CAP_KOBO, type OrderStatus } from '../../../shared/constants.ts';
import type { CartQuote } from '../../../shared/checkout.ts';
import { expireCheckout, expireCheckoutJob } from '../settle-or-cancel/settle-or-cancel.ts';

/**
 * Pay on delivery (docs/product.md#pay-on-delivery, decision 0019): offered when every store of the
 * cart opted in and the checkout is within the admin's cap; placed without a provider; moved by the
 * vendor without a payment; delivered and paid, or refused, at the door.
 */
let server: TestServer;
let admin: Agent;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedIn('admin');
});
afterAll(async () => {
  expect(await ledgerMismatches(server.db)).toEqual([]);
  await server.close();
});
beforeEach(async () => {
  const res = await admin.request('PUT', '/api/admin/pay-on-delivery', { capKobo: DEFAULT_PAY_ON_DELIVERY_CAP_KOBO });
  expect(res.status).toBe(200);
});

type Shop = Awaited<ReturnType<typeof twoStoreShop>>;

const optIn = (shop: Shop, storeId: string, payOnDelivery = true) =>
  shop.vendor.patch(`/api/stores/${storeId}`, { payOnDelivery });

/** A shop whose two stores both take payment at the door. */
async function openShop(stock = { kettle: 10, mat: 10 }) {
  const shop = await twoStoreShop(server, stock);
  for (const store of shop.stores) expect((await optIn(shop, store.id)).status).toBe(200);
  return shop;
}

const move = (agent: Agent, orderId: string, to: OrderStatus) =>
  agent.post(`/api/vendor/orders/${orderId}/status`, { to });

/** One kettle (₦2,500 + ₦1,500 Lagos delivery = ₦4,000), placed to be paid on delivery and shipped. */
async function shippedAtDoor(shop: Shop) {
  const buyer = await server.signedIn('customer');
  const checkout = await placeCheckout(buyer, [{ productId: shop.kettle.id, quantity: 1 }], {
    paymentMethod: 'pay_on_delivery',
  });
  const orderId = checkout.orders[0]!.id;
  for (const to of ['confirmed', 'processing', 'shipped'] as const) {
    const res = await move(shop.vendor, orderId, to);
    expect(res.status, await res.clone().text()).toBe(200);
  }
  return { buyer, checkout, orderId };
}

async function quoteOf(items: { productId: string; quantity: number }[], state = 'Lagos') {
  const res = await server.agent().post('/api/checkout/quote', { items, state });
  expect(res.status).toBe(200);
  return (await res.json()) as CartQuote;
}

/** The mail written since `before` mails, decoded as a person reads it ("₦" stays "₦"). */
async function mailSince(before: number) {
  return (await server.outbox())
    .slice(before)
    .map((eml) => Buffer.from(decodeQuotedPrintable(eml), 'latin1').toString('utf8'));
}

async function orderRow(orderId: string) {
  const [row] = await server.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

describe('a store takes payment at the door only once its owner opts in', () => {
  it('a new store does not; its owner switches it on and off', async () => {
    const shop = await twoStoreShop(server);
    const store = shop.stores[0];
    const managed = await (await shop.vendor.get(`/api/stores/${store.id}/manage`)).json();
    expect(managed.store.payOnDelivery).toBe(false);

    const on = await optIn(shop, store.id);
    expect(on.status).toBe(200);
    expect((await on.json()).store).toMatchObject({ id: store.id, payOnDelivery: true });
    const off = await optIn(shop, store.id, false);
    expect((await off.json()).store.payOnDelivery).toBe(false);
  });

  it('another vendor cannot opt a store in (403), and the store stays as it was', async () => {
    const shop = await twoStoreShop(server);
    const stranger = await server.signedIn('vendor');
    const res = await stranger.patch(`/api/stores/${shop.stores[0].id}`, { payOnDelivery: true });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ message: messages.access.storeNotFoundOrDenied });
    const quote = await quoteOf([{ productId: shop.kettle.id, quantity: 1 }]);
    expect(quote.payOnDelivery.reasons).toEqual([messages.payOnDelivery.notOfferedBy(shop.stores[0].name)]);
  });

  it('a customer cannot change store settings (403)', async () => {
    const shop = await twoStoreShop(server);
    const res = await (
      await server.signedIn('customer')
    ).patch(`/api/stores/${shop.stores[0].id}`, {
      payOnDelivery: true,
    });
    expect(res.status).toBe(403);
  });
});

describe("the admin's cap", () => {
  it('starts at ₦100,000 and an admin changes it', async () => {
    expect(await (await admin.get('/api/admin/pay-on-delivery')).json()).toEqual({ capKobo: 10_000_000 });
    const res = await admin.request('PUT', '/api/admin/pay-on-delivery', { capKobo: 5_000_000 });
    expect(await res.json()).toEqual({ capKobo: 5_000_000 });
    expect(await (await admin.get('/api/admin/pay-on-delivery')).json()).toEqual({ capKobo: 5_000_000 });
  });

  it('refuses a cap that is not whole kobo with a 400 naming capKobo', async () => {
    const res = await admin.request('PUT', '/api/admin/pay-on-delivery', { capKobo: -1 });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ capKobo: 'Limit cannot be negative' });
  });

  it('a vendor cannot change it (403)', async () => {
    const vendor = await server.signedIn('vendor');
    const res = await vendor.request('PUT', '/api/admin/pay-on-delivery', { capKobo: 1 });
    expect(res.status).toBe(403);
    expect(await (await admin.get('/api/admin/pay-on-delivery')).json()).toEqual({ capKobo: 10_000_000 });
  });
});

describe('the checkout offers it', () => {
  it('when every store of the cart opted in and the total is within the cap', async () => {
    const shop = await openShop();
    const quote = await quoteOf([
      { productId: shop.kettle.id, quantity: 1 },
      { productId: shop.mat.id, quantity: 1 },
    ]);
    expect(quote.payOnDelivery).toEqual({ capKobo: 10_000_000, reasons: [] });
  });

  it('not when a store of the cart has not opted in, naming it', async () => {
    const shop = await openShop();
    await optIn(shop, shop.stores[1].id, false);
    const quote = await quoteOf([
      { productId: shop.kettle.id, quantity: 1 },
      { productId: shop.mat.id, quantity: 1 },
    ]);
    expect(quote.payOnDelivery.reasons).toEqual([`Not offered by ${shop.stores[1].name}`]);
  });

  it('not when the total with delivery is over the cap', async () => {
    const shop = await openShop();
    await admin.request('PUT', '/api/admin/pay-on-delivery', { capKobo: 399_999 });
    const quote = await quoteOf([{ productId: shop.kettle.id, quantity: 1 }]);
    expect(quote.payOnDelivery.reasons).toEqual(['Only for orders up to ₦3,999.99']);
  });
});

describe('placing an order to be paid on delivery', () => {
  it('places it without a provider: due on delivery, stock taken, nothing left to expire', async () => {
    const shop = await openShop();
    const buyer = await server.signedIn('customer');
    const res = await buyer.post(
      '/api/checkout',
      checkoutBody([{ productId: shop.kettle.id, quantity: 2 }], 'pay_on_delivery'),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const checkout = await res.json();
    expect(checkout).toMatchObject({
      provider: 'pay_on_delivery',
      paymentMethod: 'pay_on_delivery',
      amountKobo: 650_000,
      status: 'on_delivery',
      next: { kind: 'pay_on_delivery' },
    });
    const [order] = await ordersOf(server, checkout.reference);
    expect([order!.status, order!.paymentMethod, order!.paymentStatus]).toEqual([
      'pending',
      'pay_on_delivery',
      'on_delivery',
    ]);
    expect((await paymentRow(server, checkout.reference)).status).toBe('on_delivery');
    expect(await stockOf(server, shop.kettle.id)).toBe(8);
    expect((await trackingOf(server, order!.id)).map((t) => [t.status, t.notes])).toEqual([
      ['Order Placed', messages.payOnDelivery.placedNotes],
    ]);
    const expiries = await server.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, expireCheckoutJob.kind), sql`${jobs.payload}->>'paymentId' = ${order!.paymentId}`));
    expect(expiries).toEqual([]);
  });

  it('tells the customer the amount to have ready, and the vendor what to collect', async () => {
    const shop = await openShop();
    const buyer = await server.signedIn('customer');
    const before = (await server.outbox()).length;
    await placeCheckout(buyer, [{ productId: shop.kettle.id, quantity: 1 }], { paymentMethod: 'pay_on_delivery' });
    const mail = await mailSince(before);
    const toCustomer = mail.find((m) => m.includes(`To: ${buyer.email}`))!;
    expect(toCustomer).toContain('Have ₦4,000.00 ready when it is delivered.');
    const toVendor = mail.find((m) => m.includes(`To: ${shop.vendor.email}`))!;
    expect(toVendor).toContain('Collect ₦4,000.00 at the door');
  });

  it('is refused with a 409 naming paymentMethod when a store has not opted in, and writes nothing', async () => {
    const shop = await openShop();
    await optIn(shop, shop.stores[1].id, false);
    const buyer = await server.signedIn('customer');
    const res = await buyer.post(
      '/api/checkout',
      checkoutBody(
        [
          { productId: shop.kettle.id, quantity: 1 },
          { productId: shop.mat.id, quantity: 1 },
        ],
        'pay_on_delivery',
      ),
    );
    expect(res.status).toBe(409);
    const message = `Not offered by ${shop.stores[1].name}`;
    expect(await errorOf(res)).toEqual({ code: 'conflict', message, fields: { paymentMethod: message } });
    expect(await server.db.select().from(payments).where(eq(payments.customerId, buyer.userId))).toEqual([]);
    expect([await stockOf(server, shop.kettle.id), await stockOf(server, shop.mat.id)]).toEqual([10, 10]);
  });

  it('is allowed exactly at the cap', async () => {
    const shop = await openShop();
    await admin.request('PUT', '/api/admin/pay-on-delivery', { capKobo: 400_000 });
    const checkout = await placeCheckout(
      await server.signedIn('customer'),
      [{ productId: shop.kettle.id, quantity: 1 }],
      {
        paymentMethod: 'pay_on_delivery',
      },
    );
    expect(checkout.amountKobo).toBe(400_000);
  });

  it('is refused one kobo over the cap, with the cap in the message, and takes no stock', async () => {
    const shop = await openShop();
    await admin.request('PUT', '/api/admin/pay-on-delivery', { capKobo: 399_999 });
    const res = await (
      await server.signedIn('customer')
    ).post('/api/checkout', checkoutBody([{ productId: shop.kettle.id, quantity: 1 }], 'pay_on_delivery'));
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({
      code: 'conflict',
      message: 'Only for orders up to ₦3,999.99',
      fields: { paymentMethod: 'Only for orders up to ₦3,999.99' },
    });
    expect(await stockOf(server, shop.kettle.id)).toBe(10);
  });

  it('is left alone by the unpaid-checkout expiry, which cancels nothing and returns no stock', async () => {
    const shop = await openShop();
    const buyer = await server.signedIn('customer');
    const checkout = await placeCheckout(buyer, [{ productId: shop.kettle.id, quantity: 1 }], {
      paymentMethod: 'pay_on_delivery',
    });
    const payment = await paymentRow(server, checkout.reference);
    await expireCheckout(server.deps, payment.id);
    await server.drainJobs();
    const [order] = await ordersOf(server, checkout.reference);
    expect([order!.status, order!.paymentStatus]).toEqual(['pending', 'on_delivery']);
    expect((await paymentRow(server, checkout.reference)).status).toBe('on_delivery');
    expect(await stockOf(server, shop.kettle.id)).toBe(9);
    // Nor may the shopper cancel it as an unpaid checkout.
    expect((await buyer.post(`/api/payments/${checkout.reference}/cancel`)).status).toBe(409);
  });
});

describe('at the door', () => {
  it('the vendor accepts, processes and ships it without a payment, then marks it delivered and paid', async () => {
    const shop = await openShop();
    const { checkout, orderId } = await shippedAtDoor(shop);
    const res = await move(shop.vendor, orderId, 'delivered');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ order: { id: orderId, status: 'delivered', paymentStatus: 'completed' } });
    expect((await trackingOf(server, orderId)).map((t) => [t.status, t.notes]).at(-1)).toEqual([
      'delivered',
      'Delivered, and paid at the door',
    ]);
    expect((await paymentRow(server, checkout.reference)).status).toBe('completed');
  });

  it('credits no sale to the ledger: the vendor collected the money himself', async () => {
    const shop = await openShop();
    const { orderId } = await shippedAtDoor(shop);
    await move(shop.vendor, orderId, 'delivered');
    expect(await server.db.select().from(balanceEntries).where(eq(balanceEntries.orderId, orderId))).toEqual([]);
    expect((await server.profileOf(shop.vendor.userId))!.availableBalanceKobo).toBe(0);
  });

  it('e-mails the customer that the order was delivered', async () => {
    const shop = await openShop();
    const { buyer, orderId, checkout } = await shippedAtDoor(shop);
    const before = (await server.outbox()).length;
    await move(shop.vendor, orderId, 'delivered');
    const mail = await mailSince(before);
    expect(mail.filter((m) => m.includes(`To: ${buyer.email}`)).join('')).toContain(
      `Your order ${checkout.orders[0]!.trackingNumber} was delivered`,
    );
  });

  it('a double click on Delivered and paid changes nothing the second time', async () => {
    const shop = await openShop();
    const { checkout, orderId } = await shippedAtDoor(shop);
    expect((await move(shop.vendor, orderId, 'delivered')).status).toBe(200);
    const entries = (await trackingOf(server, orderId)).length;
    const again = await move(shop.vendor, orderId, 'delivered');
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(messages.fulfilment.staleMove);
    expect((await trackingOf(server, orderId)).length).toBe(entries);
    expect([(await orderRow(orderId)).status, (await paymentRow(server, checkout.reference)).status]).toEqual([
      'delivered',
      'completed',
    ]);
  });

  it('a customer cannot mark it delivered and paid (403), even their own', async () => {
    const shop = await openShop();
    const { buyer, orderId } = await shippedAtDoor(shop);
    expect((await move(buyer, orderId, 'delivered')).status).toBe(403);
    expect((await orderRow(orderId)).status).toBe('shipped');
  });

  it("a vendor cannot mark another vendor's order delivered and paid (404), and it stays shipped", async () => {
    const shop = await openShop();
    const { orderId } = await shippedAtDoor(shop);
    const stranger = await server.signedIn('vendor');
    const res = await move(stranger, orderId, 'delivered');
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toMatchObject({ message: messages.orders.notFound });
    expect([(await orderRow(orderId)).status, (await orderRow(orderId)).paymentStatus]).toEqual([
      'shipped',
      'on_delivery',
    ]);
  });

  it('an admin may mark it delivered and paid', async () => {
    const shop = await openShop();
    const { orderId } = await shippedAtDoor(shop);
    const res = await admin.post(`/api/admin/orders/${orderId}/status`, { to: 'delivered' });
    expect(res.status).toBe(200);
    expect((await res.json()).order.paymentStatus).toBe('completed');
  });

  it('refused at the door: cancelled with the reason, its stock back once, the payment cancelled', async () => {
    const shop = await openShop();
    const { buyer, checkout, orderId } = await shippedAtDoor(shop);
    expect(await stockOf(server, shop.kettle.id)).toBe(9);
    const res = await move(shop.vendor, orderId, 'cancelled');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ order: { id: orderId, status: 'cancelled', paymentStatus: 'cancelled' } });
    expect(await stockOf(server, shop.kettle.id)).toBe(10);
    expect((await trackingOf(server, orderId)).map((t) => [t.status, t.notes]).at(-1)).toEqual([
      'cancelled',
      'Refused at the door',
    ]);
    expect((await paymentRow(server, checkout.reference)).status).toBe('cancelled');

    const again = await move(shop.vendor, orderId, 'cancelled');
    expect(again.status).toBe(409);
    expect(await stockOf(server, shop.kettle.id)).toBe(10);

    const mail = (await mailSince(0)).filter((m) => m.includes(`To: ${buyer.email}`));
    expect(mail.join('')).toContain(`Your order ${checkout.orders[0]!.trackingNumber} was cancelled`);
    // A refused order is a real order on the customer's recent list, not a cancelled attempt.
    const recent = await (await buyer.get('/api/orders?cancelledAttempts=exclude')).json();
    expect(recent.orders.map((o: { id: string }) => o.id)).toEqual([orderId]);
  });

  it('a customer cannot refuse it for the vendor (403)', async () => {
    const shop = await openShop();
    const { buyer, orderId } = await shippedAtDoor(shop);
    expect((await move(buyer, orderId, 'cancelled')).status).toBe(403);
    expect(await stockOf(server, shop.kettle.id)).toBe(9);
  });

  it('a checkout of two stores is complete once one is paid and the other refused', async () => {
    const shop = await openShop();
    const buyer = await server.signedIn('customer');
    const checkout = await placeCheckout(
      buyer,
      [
        { productId: shop.kettle.id, quantity: 1 },
        { productId: shop.mat.id, quantity: 1 },
      ],
      { paymentMethod: 'pay_on_delivery' },
    );
    const [first, second] = checkout.orders.map((o) => o.id) as [string, string];
    for (const id of [first, second]) {
      for (const to of ['confirmed', 'processing', 'shipped'] as const) await move(shop.vendor, id, to);
    }
    await move(shop.vendor, first, 'delivered');
    expect((await paymentRow(server, checkout.reference)).status).toBe('on_delivery');
    await move(shop.vendor, second, 'cancelled');
    expect((await paymentRow(server, checkout.reference)).status).toBe('completed');
  });
});
