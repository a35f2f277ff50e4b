import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorOf, startTestServer, type TestServer } from '../../test/harness.ts';
import {
  checkoutBody,
  LAGOS_ADDRESS,
  ordersOf,
  paymentRow,
  placeCheckout,
  stockOf,
  trackingOf,
  twoStoreShop,
} from '../../test/checkout-helpers.ts';
import { jobs, orderItems, orders, payments, products, stores } from '../../db/schema.ts';
import { PAYMENT_REFERENCE_PATTERN, TRACKING_NUMBER_PATTERN } from '../../../shared/references.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const countRows = async () => ({
  orders: (await server.db.select().from(orders)).length,
  payments: (await server.db.select().from(payments)).length,
});

describe('placing an order (docs/product.md#placing-orders)', () => {
  it('a cart across two stores makes one pending order per store and one payment for the whole checkout', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [
      { productId: shop.kettle.id, quantity: 2 },
      { productId: shop.mat.id, quantity: 1 },
    ]);
    expect(checkout.reference).toMatch(PAYMENT_REFERENCE_PATTERN);
    expect(checkout.provider).toBe('sandbox');
    expect(checkout.next).toEqual({ kind: 'sandbox' });
    // Lagos delivery is ₦1,500 per store order: 2 × ₦2,500 + ₦1,500 and ₦1,200 + ₦1,500.
    expect(checkout.amountKobo).toBe(500_000 + 150_000 + 120_000 + 150_000);
    const rows = await ordersOf(server, checkout.reference);
    expect(rows).toHaveLength(2);
    for (const order of rows) {
      expect(order).toMatchObject({ status: 'pending', paymentStatus: 'pending', paymentMethod: 'paystack' });
      expect(order.trackingNumber).toMatch(TRACKING_NUMBER_PATTERN);
      expect(order.shippingAddress).toEqual(LAGOS_ADDRESS);
      expect(order.deliveryFeeKobo).toBe(150_000);
      const tracking = await trackingOf(server, order.id);
      expect(tracking.map((t) => [t.status, t.notes])).toEqual([
        ['Order Placed', 'Your order has been received and is being processed'],
      ]);
    }
    expect(rows.map((o) => o.totalAmountKobo).sort()).toEqual([270_000, 650_000]);
    expect(await paymentRow(server, checkout.reference)).toMatchObject({
      status: 'pending',
      amountKobo: 920_000,
      customerId: shopper.userId,
    });
  });

  it('takes the stock of every line', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    await placeCheckout(shopper, [
      { productId: shop.kettle.id, quantity: 3 },
      { productId: shop.mat.id, quantity: 10 },
    ]);
    expect(await stockOf(server, shop.kettle.id)).toBe(7);
    expect(await stockOf(server, shop.mat.id)).toBe(0);
  });

  it('ignores the prices the browser sends: every line is priced from the database', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const res = await shopper.post(
      '/api/checkout',
      checkoutBody([{ productId: shop.kettle.id, quantity: 1, priceKobo: 1 }]),
    );
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    const [order] = await ordersOf(server, reference);
    const [item] = await server.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(item).toMatchObject({ priceKobo: 250_000, quantity: 1, productName: 'Kettle' });
    expect(order!.totalAmountKobo).toBe(250_000 + 150_000);
  });

  it('charges the delivery fee of the shipping state (₦3,000 outside Lagos)', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }], { state: 'Kano' });
    expect(checkout.amountKobo).toBe(250_000 + 300_000);
  });

  it('refuses a product that is no longer active, naming it, and writes nothing', async () => {
    const shop = await twoStoreShop(server);
    await server.db.update(products).set({ isActive: false }).where(eq(products.id, shop.mat.id));
    const shopper = await server.signedIn('customer');
    const before = await countRows();
    const res = await shopper.post(
      '/api/checkout',
      checkoutBody([
        { productId: shop.kettle.id, quantity: 1 },
        { productId: shop.mat.id, quantity: 1 },
      ]),
    );
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe('No longer available: Prayer Mat');
    expect(await countRows()).toEqual(before);
    expect(await stockOf(server, shop.kettle.id)).toBe(10);
  });

  it('refuses a product of a store that was deactivated', async () => {
    const shop = await twoStoreShop(server);
    await server.db.update(stores).set({ isActive: false }).where(eq(stores.id, shop.stores[0].id));
    const shopper = await server.signedIn('customer');
    const res = await shopper.post('/api/checkout', checkoutBody([{ productId: shop.kettle.id, quantity: 1 }]));
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe('No longer available: Kettle');
  });

  it('answers 409 naming the product and how many are left when stock is short, and writes nothing', async () => {
    const shop = await twoStoreShop(server, { kettle: 2, mat: 10 });
    const shopper = await server.signedIn('customer');
    const before = await countRows();
    const res = await shopper.post(
      '/api/checkout',
      checkoutBody([
        { productId: shop.mat.id, quantity: 4 },
        { productId: shop.kettle.id, quantity: 3 },
      ]),
    );
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe('Only 2 of Kettle left in stock');
    expect(await countRows()).toEqual(before);
    expect(await stockOf(server, shop.mat.id)).toBe(10);
    expect(await stockOf(server, shop.kettle.id)).toBe(2);
  });

  it('says a product is out of stock when none is left', async () => {
    const shop = await twoStoreShop(server, { kettle: 0, mat: 10 });
    const shopper = await server.signedIn('customer');
    const res = await shopper.post('/api/checkout', checkoutBody([{ productId: shop.kettle.id, quantity: 1 }]));
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe('Kettle is out of stock');
  });

  it('the same Idempotency-Key twice gives one checkout', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const body = checkoutBody([{ productId: shop.kettle.id, quantity: 1 }]);
    const key = 'press-2b7f9c1e-0001';
    const first = await shopper.post('/api/checkout', body, { 'idempotency-key': key });
    const second = await shopper.post('/api/checkout', body, { 'idempotency-key': key });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(await second.json()).toEqual(await first.json());
    expect(await stockOf(server, shop.kettle.id)).toBe(9);
  });

  it("one shopper's Idempotency-Key never returns another shopper's checkout", async () => {
    const shop = await twoStoreShop(server);
    const key = 'shared-key-0000001';
    const first = await placeCheckout(await server.signedIn('customer'), [{ productId: shop.kettle.id, quantity: 1 }], {
      key,
    });
    const second = await placeCheckout(
      await server.signedIn('customer'),
      [{ productId: shop.kettle.id, quantity: 1 }],
      { key },
    );
    expect(second.reference).not.toBe(first.reference);
  });

  it('refuses a malformed Idempotency-Key with a 400 naming it', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const res = await shopper.post('/api/checkout', checkoutBody([{ productId: shop.kettle.id, quantity: 1 }]), {
      'idempotency-key': 'no spaces allowed here',
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe('Idempotency-Key may hold letters, digits and - _ . : only');
  });

  it('asks a signed-out shopper to sign in', async () => {
    const shop = await twoStoreShop(server);
    const res = await server.agent().post('/api/checkout', checkoutBody([{ productId: shop.kettle.id, quantity: 1 }]));
    expect(res.status).toBe(401);
    expect((await errorOf(res)).message).toBe('Please sign in to place an order');
  });

  it('asks for the address, city and state: "Please fill in all shipping details"', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const res = await shopper.post(
      '/api/checkout',
      checkoutBody([{ productId: shop.kettle.id, quantity: 1 }], 'paystack', { ...LAGOS_ADDRESS, address: '  ' }),
    );
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.message).toBe('Please fill in all shipping details');
    expect(error.fields).toEqual({ 'shippingAddress.address': 'Please fill in all shipping details' });
  });

  it('refuses a state that is not one of the 36 states and the FCT', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const res = await shopper.post(
      '/api/checkout',
      checkoutBody([{ productId: shop.kettle.id, quantity: 1 }], 'paystack', { ...LAGOS_ADDRESS, state: 'Atlantis' }),
    );
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ 'shippingAddress.state': 'Please fill in all shipping details' });
  });

  it('queues the expiry of an unpaid card checkout 30 minutes out', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    const payment = await paymentRow(server, checkout.reference);
    const all = await server.db.select().from(jobs).where(eq(jobs.kind, 'expire-checkout'));
    const mine = all.find((j) => (j.payload as { paymentId: string }).paymentId === payment.id)!;
    const minutes = (mine.runAfter.getTime() - mine.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(30, 0);
  });
});

describe('paying on WhatsApp', () => {
  it('opens a wa.me link naming the order references, the items and the total; the orders stay unpaid', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(
      shopper,
      [
        { productId: shop.kettle.id, quantity: 2 },
        { productId: shop.mat.id, quantity: 1 },
      ],
      { paymentMethod: 'whatsapp' },
    );
    expect(checkout.provider).toBe('whatsapp');
    if (checkout.next.kind !== 'whatsapp') throw new Error('expected a WhatsApp step');
    const url = new URL(checkout.next.url);
    expect(url.origin + url.pathname).toBe('https://wa.me/2348000000000');
    const text = url.searchParams.get('text')!;
    for (const order of checkout.orders) expect(text).toContain(order.trackingNumber);
    expect(text).toContain('Kettle × 2');
    expect(text).toContain('Prayer Mat × 1');
    expect(text).toContain('Total: ₦9,200.00');
    expect(text).not.toContain(LAGOS_ADDRESS.phone);
    const rows = await ordersOf(server, checkout.reference);
    expect(rows.every((o) => o.paymentStatus === 'pending' && o.paymentMethod === 'whatsapp')).toBe(true);
  });
});

describe('the cart quote', () => {
  it('tells the cart the current price, stock and availability of each line, and totals per store', async () => {
    const shop = await twoStoreShop(server, { kettle: 1, mat: 5 });
    await server.db.update(products).set({ priceKobo: 300_000 }).where(eq(products.id, shop.kettle.id));
    const res = await server.agent().post('/api/checkout/quote', {
      items: [
        { productId: shop.kettle.id, quantity: 3 },
        { productId: shop.mat.id, quantity: 2 },
        { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
      ],
      state: 'Lagos',
    });
    expect(res.status).toBe(200);
    const quote = (await res.json()) as {
      lines: { product: { priceKobo: number; stockQuantity: number; available: boolean } | null }[];
      stores: { storeId: string; subtotalKobo: number; deliveryFeeKobo: number; totalKobo: number }[];
      totalKobo: number;
      deliveryFeeKobo: number;
    };
    expect(quote.stores.map((s) => [s.storeId, s.subtotalKobo, s.deliveryFeeKobo, s.totalKobo])).toEqual([
      [shop.kettle.storeId, 300_000, 150_000, 450_000],
      [shop.mat.storeId, 240_000, 150_000, 390_000],
    ]);
    expect(
      quote.lines.map((l) => l.product && [l.product.priceKobo, l.product.stockQuantity, l.product.available]),
    ).toEqual([[300_000, 1, true], [120_000, 5, true], null]);
    // One kettle (all there is) and two mats, plus ₦1,500 for each store.
    expect(quote.deliveryFeeKobo).toBe(300_000);
    expect(quote.totalKobo).toBe(300_000 + 240_000 + 300_000);
  });

  it('without a state, no fee yet: the totals are the goods alone', async () => {
    const shop = await twoStoreShop(server);
    const res = await server.agent().post('/api/checkout/quote', {
      items: [{ productId: shop.kettle.id, quantity: 2 }],
    });
    const quote = (await res.json()) as { stores: { deliveryFeeKobo: number | null; totalKobo: number }[] };
    expect(quote).toMatchObject({ state: null, subtotalKobo: 500_000, deliveryFeeKobo: null, totalKobo: 500_000 });
    expect(quote.stores).toMatchObject([{ storeName: shop.stores[0].name, deliveryFeeKobo: null, totalKobo: 500_000 }]);
  });
});

describe('the shipping phone follows the one Nigerian phone rule (docs/product.md#phone-numbers)', () => {
  it('refuses "12ab", naming the field, and places nothing', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const before = await countRows();
    const res = await shopper.post(
      '/api/checkout',
      checkoutBody([{ productId: shop.kettle.id, quantity: 1 }], 'paystack', { ...LAGOS_ADDRESS, phone: '12ab' }),
    );
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.message).toBe('Enter a Nigerian phone number, e.g. 0803 123 4567');
    expect(error.fields).toEqual({ 'shippingAddress.phone': 'Enter a Nigerian phone number, e.g. 0803 123 4567' });
    expect(await countRows()).toEqual(before);
    expect(await stockOf(server, shop.kettle.id)).toBe(10);
  });

  it('stores "0803 123 4567" as 08031234567 on the order', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const res = await shopper.post(
      '/api/checkout',
      checkoutBody([{ productId: shop.kettle.id, quantity: 1 }], 'paystack', {
        ...LAGOS_ADDRESS,
        phone: '0803 123 4567',
      }),
    );
    expect(res.status).toBe(201);
    const [order] = await ordersOf(server, (await res.json()).reference);
    expect(order?.shippingAddress.phone).toBe('08031234567');
  });

  it('still takes no phone at all (docs/product.md#checkout: the phone is not required)', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const res = await shopper.post(
      '/api/checkout',
      checkoutBody([{ productId: shop.kettle.id, quantity: 1 }], 'paystack', { ...LAGOS_ADDRESS, phone: '' }),
    );
    expect(res.status).toBe(201);
    const [order] = await ordersOf(server, (await res.json()).reference);
    expect(order?.shippingAddress.phone).toBe('');
  });
});

describe('no total passes 2^53 kobo (docs/product.md#money)', () => {
  it('refuses 999,999 of a ₦999,999,999.99 product, naming the line, and places nothing', async () => {
    const shop = await twoStoreShop(server);
    const dear = await shop.make.product(shop.stores[0].id, {
      name: 'Hotel in Ikoyi',
      priceKobo: 99_999_999_999,
      stockQuantity: 999_999,
    });
    const shopper = await server.signedIn('customer');
    const before = await countRows();
    const res = await shopper.post('/api/checkout', checkoutBody([{ productId: dear.id, quantity: 999_999 }]));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ 'items.0.quantity': 'Quantity must be at most 1,000' });
    expect(await countRows()).toEqual(before);
    expect(await stockOf(server, dear.id)).toBe(999_999);
  });

  it('a checkout of the most a line may hold at the dearest price totals to the kobo', async () => {
    const shop = await twoStoreShop(server);
    const dear = await shop.make.product(shop.stores[0].id, {
      name: 'Generator plant',
      priceKobo: 99_999_999_999,
      stockQuantity: 1_000,
    });
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: dear.id, quantity: 999 }]);
    // ₦999,999,999.99 × 999 + ₦1,500 Lagos delivery, exactly.
    const exact = 99_999_999_999n * 999n + 150_000n;
    expect(BigInt(checkout.amountKobo)).toBe(exact);
    expect(BigInt((await paymentRow(server, checkout.reference)).amountKobo)).toBe(exact);
  });
});
