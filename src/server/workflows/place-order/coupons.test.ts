import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorOf, startTestServer, type Agent, type TestServer } from '../../test/harness.ts';
import {
  checkoutBody,
  ordersOf,
  payInSandbox,
  paymentRow,
  stockOf,
  twoStoreShop,
} from '../../test/checkout-helpers.ts';
import { balanceEntries, couponRedemptions, coupons, orderItems, payments, returnRequests } from '../../db/schema.ts';
import { ledgerMismatches } from '../../ledger/ledger-mismatches.ts';
import { cancelCheckout } from '../cancel-checkout/cancel-checkout.ts';
import type { CartQuote, Checkout } from '../../../shared/checkout.ts';

let server: TestServer;
let admin: Agent & { userId: string };
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedIn('admin');
});
afterAll(async () => {
  expect(await ledgerMismatches(server.db)).toEqual([]);
  await server.close();
});

type Shop = Awaited<ReturnType<typeof twoStoreShop>>;
let counter = 0;
const newCode = () => `CP${Date.now().toString(36)}${++counter}`.toUpperCase();

async function platformCoupon(terms: Record<string, unknown> = {}) {
  const code = newCode();
  const res = await admin.post('/api/admin/coupons', {
    code,
    kind: 'percent',
    percentBp: 1000,
    maxUses: 100,
    ...terms,
  });
  if (res.status !== 201) throw new Error(`coupon: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { coupon: { id: string; code: string } }).coupon;
}
async function storeCoupon(shop: Shop, storeIndex: 0 | 1, terms: Record<string, unknown> = {}) {
  const code = newCode();
  const res = await shop.vendor.post(`/api/stores/${shop.stores[storeIndex].id}/coupons`, {
    code,
    kind: 'fixed',
    amountKobo: 50_000,
    ...terms,
  });
  if (res.status !== 201) throw new Error(`coupon: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { coupon: { id: string; code: string } }).coupon;
}
const usesOf = async (id: string) =>
  (await server.db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, id)))[0]!.uses;
const bothLines = (shop: Shop) => [
  { productId: shop.kettle.id, quantity: 2 },
  { productId: shop.mat.id, quantity: 1 },
];
const checkoutWith = (agent: Agent, items: { productId: string; quantity: number }[], couponCode: string) =>
  agent.post('/api/checkout', { ...checkoutBody(items), couponCode });

describe('the cart quote with a coupon (docs/product.md#coupons)', () => {
  it('a platform coupon takes its percentage off the goods, split over the store orders in proportion', async () => {
    const shop = await twoStoreShop(server);
    const coupon = await platformCoupon();
    const res = await server.agent().post('/api/checkout/quote', {
      items: bothLines(shop),
      state: 'Lagos',
      couponCode: coupon.code.toLowerCase(),
    });
    expect(res.status).toBe(200);
    const quote = (await res.json()) as CartQuote;
    // Goods ₦5,000 + ₦1,200 = ₦6,200: 10 % is ₦620, ₦500 and ₦120 by store.
    expect(quote.coupon).toMatchObject({ code: coupon.code, discountKobo: 62_000 });
    expect(quote.stores.map((s) => [s.subtotalKobo, s.discountKobo, s.totalKobo])).toEqual([
      [500_000, 50_000, 500_000 - 50_000 + 150_000],
      [120_000, 12_000, 120_000 - 12_000 + 150_000],
    ]);
    expect(quote.totalKobo).toBe(620_000 - 62_000 + 300_000);
  });

  it("a store's coupon takes money off that store's order only", async () => {
    const shop = await twoStoreShop(server);
    const coupon = await storeCoupon(shop, 1);
    const quote = (await (
      await server.agent().post('/api/checkout/quote', { items: bothLines(shop), couponCode: coupon.code })
    ).json()) as CartQuote;
    expect(quote.stores.map((s) => s.discountKobo)).toEqual([0, 50_000]);
  });

  it('a code nobody made is a 400 naming couponCode', async () => {
    const shop = await twoStoreShop(server);
    const res = await server.agent().post('/api/checkout/quote', { items: bothLines(shop), couponCode: 'NOSUCHCODE' });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ fields: { couponCode: 'We could not find that coupon code' } });
  });

  it("a store's coupon under its minimum spend says how much to spend there", async () => {
    const shop = await twoStoreShop(server);
    const coupon = await storeCoupon(shop, 1, { minSpendKobo: 200_000 });
    const res = await server.agent().post('/api/checkout/quote', { items: bothLines(shop), couponCode: coupon.code });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({
      couponCode: `Spend at least ₦2,000.00 at ${shop.stores[1].name} to use this coupon`,
    });
  });

  it("a store's coupon on a cart without that store's goods is refused", async () => {
    const shop = await twoStoreShop(server);
    const coupon = await storeCoupon(shop, 1);
    const res = await server
      .agent()
      .post('/api/checkout/quote', { items: [{ productId: shop.kettle.id, quantity: 1 }], couponCode: coupon.code });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({
      couponCode: `This coupon is for ${shop.stores[1].name} only: add something from that store to use it`,
    });
  });

  it('a shopper who has already used a once-per-customer coupon is refused it in the quote, naming couponCode', async () => {
    const shop = await twoStoreShop(server);
    const coupon = await platformCoupon({ maxUsesPerCustomer: 1 });
    const shopper = await server.signedIn('customer');
    expect((await checkoutWith(shopper, bothLines(shop), coupon.code)).status).toBe(201);
    const res = await shopper.post('/api/checkout/quote', {
      items: [{ productId: shop.mat.id, quantity: 1 }],
      couponCode: coupon.code,
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      message: 'You have already used this coupon',
      fields: { couponCode: 'You have already used this coupon' },
    });
    expect(await usesOf(coupon.id)).toBe(1);
  });

  it('a once-per-customer coupon still quotes for a shopper who has not used it', async () => {
    const shop = await twoStoreShop(server);
    const coupon = await platformCoupon({ maxUsesPerCustomer: 1 });
    expect((await checkoutWith(await server.signedIn('customer'), bothLines(shop), coupon.code)).status).toBe(201);
    const res = await (
      await server.signedIn('customer')
    ).post('/api/checkout/quote', {
      items: [{ productId: shop.mat.id, quantity: 1 }],
      couponCode: coupon.code,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as CartQuote).coupon).toMatchObject({ code: coupon.code, discountKobo: 12_000 });
  });

  it('a fixed coupon never takes more than the goods', async () => {
    const shop = await twoStoreShop(server);
    const coupon = await storeCoupon(shop, 1, { amountKobo: 1_000_000 });
    const quote = (await (
      await server.agent().post('/api/checkout/quote', {
        items: [{ productId: shop.mat.id, quantity: 1 }],
        state: 'Lagos',
        couponCode: coupon.code,
      })
    ).json()) as CartQuote;
    expect(quote.stores[0]).toMatchObject({ discountKobo: 120_000, totalKobo: 150_000 });
  });
});

describe('placing an order with a coupon', () => {
  it('freezes the code, the bearer and the discount on the order and its lines, and counts one use', async () => {
    const shop = await twoStoreShop(server);
    const coupon = await platformCoupon();
    const shopper = await server.signedIn('customer');
    const res = await checkoutWith(shopper, bothLines(shop), coupon.code);
    expect(res.status).toBe(201);
    const checkout = (await res.json()) as Checkout;
    expect(checkout.amountKobo).toBe(620_000 - 62_000 + 300_000);
    const rows = await ordersOf(server, checkout.reference);
    const byStore = new Map(rows.map((o) => [o.storeId, o]));
    expect(byStore.get(shop.stores[0].id)).toMatchObject({
      couponCode: coupon.code,
      couponBearer: 'platform',
      discountKobo: 50_000,
      totalAmountKobo: 600_000,
    });
    expect(byStore.get(shop.stores[1].id)).toMatchObject({ discountKobo: 12_000, totalAmountKobo: 258_000 });
    const items = await server.db
      .select({ orderId: orderItems.orderId, discountKobo: orderItems.discountKobo })
      .from(orderItems)
      .where(eq(orderItems.orderId, byStore.get(shop.stores[0].id)!.id));
    expect(items).toEqual([{ orderId: byStore.get(shop.stores[0].id)!.id, discountKobo: 50_000 }]);
    expect(await usesOf(coupon.id)).toBe(1);
  });

  it('a coupon used up is refused with 409 and nothing is written', async () => {
    const shop = await twoStoreShop(server);
    const coupon = await platformCoupon({ maxUses: 1 });
    const first = await server.signedIn('customer');
    expect((await checkoutWith(first, bothLines(shop), coupon.code)).status).toBe(201);
    const second = await server.signedIn('customer');
    const res = await checkoutWith(second, bothLines(shop), coupon.code);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ message: 'This coupon has been used up' });
    expect(await server.db.select().from(payments).where(eq(payments.customerId, second.userId))).toEqual([]);
    expect(await stockOf(server, shop.kettle.id)).toBe(8);
    expect(await usesOf(coupon.id)).toBe(1);
  });

  it('a shopper over their own limit is told they have already used it', async () => {
    const shop = await twoStoreShop(server);
    const coupon = await platformCoupon({ maxUsesPerCustomer: 1 });
    const shopper = await server.signedIn('customer');
    expect((await checkoutWith(shopper, bothLines(shop), coupon.code)).status).toBe(201);
    const res = await checkoutWith(shopper, [{ productId: shop.mat.id, quantity: 1 }], coupon.code);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ message: 'You have already used this coupon' });
    expect(await usesOf(coupon.id)).toBe(1);
  });

  it('an expired coupon is refused with 409', async () => {
    const shop = await twoStoreShop(server);
    const coupon = await platformCoupon({
      startsAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      endsAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    const res = await checkoutWith(await server.signedIn('customer'), bothLines(shop), coupon.code);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ message: 'This coupon has expired' });
  });

  it('a deactivated coupon is refused with 409', async () => {
    const shop = await twoStoreShop(server);
    const coupon = await platformCoupon();
    await admin.request('PATCH', `/api/admin/coupons/${coupon.id}`, { active: false });
    const res = await checkoutWith(await server.signedIn('customer'), bothLines(shop), coupon.code);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ message: 'This coupon is no longer available' });
  });

  it('a checkout cancelled unpaid gives its use back, once', async () => {
    const shop = await twoStoreShop(server);
    const coupon = await platformCoupon({ maxUses: 1, maxUsesPerCustomer: 1 });
    const shopper = await server.signedIn('customer');
    const checkout = (await (await checkoutWith(shopper, bothLines(shop), coupon.code)).json()) as Checkout;
    const payment = await paymentRow(server, checkout.reference);
    await Promise.all([
      cancelCheckout(server.db, payment.id, 'cancelled'),
      cancelCheckout(server.db, payment.id, 'expired'),
    ]);
    await cancelCheckout(server.db, payment.id, 'expired');
    expect(await usesOf(coupon.id)).toBe(0);
    const [redemption] = await server.db
      .select({ releasedAt: couponRedemptions.releasedAt })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.paymentId, payment.id));
    expect(redemption!.releasedAt).not.toBeNull();
    // The shopper may use it again: the released use no longer counts against them.
    expect((await checkoutWith(shopper, bothLines(shop), coupon.code)).status).toBe(201);
  });
});

describe('a payment that arrives after the checkout was cancelled (docs/product.md#late-payments)', () => {
  it('revives the orders with their discount, and the use counts again', async () => {
    const shop = await twoStoreShop(server);
    const coupon = await platformCoupon({ maxUses: 1 });
    const shopper = await server.signedIn('customer');
    const checkout = (await (await checkoutWith(shopper, bothLines(shop), coupon.code)).json()) as Checkout;
    await shopper.post(`/api/payments/${checkout.reference}/cancel`);
    expect(await usesOf(coupon.id)).toBe(0);
    await payInSandbox(shopper, checkout.reference);
    const res = await shopper.post(`/api/payments/${checkout.reference}/verify`, {});
    expect(await res.json()).toMatchObject({ status: 'completed' });
    expect(await usesOf(coupon.id)).toBe(1);
    const rows = await ordersOf(server, checkout.reference);
    expect(rows.map((o) => [o.status, o.discountKobo]).sort()).toEqual([
      ['pending', 12_000],
      ['pending', 50_000],
    ]);
  });

  it('is refunded in full when the coupon was used up meanwhile, and the count never passes its limit', async () => {
    const shop = await twoStoreShop(server);
    const coupon = await platformCoupon({ maxUses: 1 });
    const late = await server.signedIn('customer');
    const checkout = (await (await checkoutWith(late, bothLines(shop), coupon.code)).json()) as Checkout;
    await late.post(`/api/payments/${checkout.reference}/cancel`);
    expect((await checkoutWith(await server.signedIn('customer'), bothLines(shop), coupon.code)).status).toBe(201);
    await payInSandbox(late, checkout.reference);
    const res = await late.post(`/api/payments/${checkout.reference}/verify`, {});
    expect(await res.json()).toMatchObject({ status: 'refund_pending' });
    expect(await usesOf(coupon.id)).toBe(1);
    const rows = await ordersOf(server, checkout.reference);
    expect(rows.map((o) => o.status)).toEqual(['cancelled', 'cancelled']);
  });
});

describe('who bears the discount (docs/product.md#coupons)', () => {
  async function deliveredWith(shop: Shop, code: string) {
    const shopper = await server.signedIn('customer');
    const res = await checkoutWith(shopper, [{ productId: shop.kettle.id, quantity: 2 }], code);
    expect(res.status).toBe(201);
    const checkout = (await res.json()) as Checkout;
    await payInSandbox(shopper, checkout.reference);
    await server.drainJobs();
    const order = checkout.orders[0]!;
    for (const to of ['confirmed', 'processing', 'shipped', 'delivered'] as const) {
      expect((await shop.vendor.post(`/api/vendor/orders/${order.id}/status`, { to })).status).toBe(200);
    }
    return { order, shopper };
  }
  const saleOf = async (orderId: string) =>
    (
      await server.db
        .select({ amountKobo: balanceEntries.amountKobo })
        .from(balanceEntries)
        .where(eq(balanceEntries.orderId, orderId))
    ).map((e) => e.amountKobo);

  it("a platform coupon's discount is the platform's: the vendor is credited the sale and, apart, the discount", async () => {
    const shop = await twoStoreShop(server);
    const coupon = await platformCoupon();
    const { order } = await deliveredWith(shop, coupon.code);
    // ₦5,000 of goods less ₦500 paid by the shopper, plus ₦1,500 delivery; the ₦500 is the platform's.
    expect(order.totalAmountKobo).toBe(600_000);
    expect((await saleOf(order.id)).sort()).toEqual([50_000, 600_000]);
  });

  it("a store's coupon is the vendor's: they are credited what the shopper paid", async () => {
    const shop = await twoStoreShop(server);
    const coupon = await storeCoupon(shop, 0);
    const { order } = await deliveredWith(shop, coupon.code);
    expect(order.totalAmountKobo).toBe(600_000);
    expect(await saleOf(order.id)).toEqual([600_000]);
  });

  it('commission is taken on the discounted goods', async () => {
    const shop = await twoStoreShop(server);
    const put = await admin.request('PUT', `/api/admin/commission/stores/${shop.stores[0].id}`, {
      percentBp: 1000,
      flatKobo: 0,
      floorKobo: null,
      capKobo: null,
    });
    expect(put.status).toBe(200);
    const coupon = await platformCoupon({ percentBp: 2000 });
    const shopper = await server.signedIn('customer');
    const checkout = (await (
      await checkoutWith(shopper, [{ productId: shop.kettle.id, quantity: 2 }], coupon.code)
    ).json()) as Checkout;
    const [order] = await ordersOf(server, checkout.reference);
    // 10 % of (₦5,000 − ₦1,000).
    expect(order).toMatchObject({ discountKobo: 100_000, commissionKobo: 40_000 });
  });

  it("a return of a discounted line asks back only what was paid, and a platform coupon's share comes off the seller with it", async () => {
    const shop = await twoStoreShop(server);
    const hold = await admin.request('PUT', `/api/admin/payout-holds/stores/${shop.stores[0].id}`, { holdDays: 3 });
    expect(hold.status).toBe(200);
    const coupon = await platformCoupon();
    const { order, shopper } = await deliveredWith(shop, coupon.code);
    const [item] = await server.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const opened = await shopper.post(`/api/orders/${order.id}/return`, {
      items: [{ orderItemId: item!.id, quantity: 1 }],
      reason: 'damaged',
      comment: 'The handle came off',
    });
    expect(opened.status).toBe(201);
    const { returnId } = (await opened.json()) as { returnId: string };
    const [request] = await server.db.select().from(returnRequests).where(eq(returnRequests.id, returnId));
    // One of two kettles at ₦2,500, less its half of the ₦500 discount.
    expect(request!.itemsKobo).toBe(225_000);
    const accepted = await shop.vendor.post(`/api/vendor/returns/${returnId}/accept`, { refundKobo: 225_000 });
    expect(accepted.status).toBe(200);
    const entries = await server.db
      .select({ reason: balanceEntries.reason, amountKobo: balanceEntries.amountKobo })
      .from(balanceEntries)
      .where(eq(balanceEntries.orderId, order.id))
      .orderBy(balanceEntries.createdAt, balanceEntries.reason);
    // The seller was credited ₦6,500 (₦500 of it the platform's); the kettle refunded in full takes
    // its own ₦250 of the ₦500 with it.
    expect(entries).toEqual([
      { reason: 'order_delivered', amountKobo: 600_000 },
      { reason: 'platform_discount', amountKobo: 50_000 },
      { reason: 'return_refund', amountKobo: -(225_000 + 25_000) },
    ]);
  });
});

describe("the admin overview's commission", () => {
  it('is net of what platform coupons cost on delivered orders', async () => {
    const before = (await (await admin.get('/api/admin/overview')).json()) as { commissionKobo: number };
    const shop = await twoStoreShop(server);
    const coupon = await platformCoupon();
    const shopper = await server.signedIn('customer');
    const checkout = (await (
      await checkoutWith(shopper, [{ productId: shop.kettle.id, quantity: 2 }], coupon.code)
    ).json()) as Checkout;
    await payInSandbox(shopper, checkout.reference);
    await server.drainJobs();
    for (const to of ['confirmed', 'processing', 'shipped', 'delivered'] as const) {
      expect((await shop.vendor.post(`/api/vendor/orders/${checkout.orders[0]!.id}/status`, { to })).status).toBe(200);
    }
    const after = (await (await admin.get('/api/admin/overview')).json()) as { commissionKobo: number };
    // No commission rule for this store: the platform is ₦500 out of pocket.
    expect(after.commissionKobo - before.commissionKobo).toBe(-50_000);
  });
});
