import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { errorOf, startTestServer, type Agent, type TestServer } from '../../test/harness.ts';
import { checkoutBody, ordersOf, payInSandbox, twoStoreShop } from '../../test/checkout-helpers.ts';
import {
  balanceEntries,
  couponRedemptions,
  coupons,
  orderTracking,
  payments,
  platformCreditReviews,
  profiles,
} from '../../db/schema.ts';
import { ledgerMismatches } from '../../ledger/ledger-mismatches.ts';
import type { CartQuote, Checkout } from '../../../shared/checkout.ts';
import type { PlatformCreditOverview } from '../../../shared/platform-credit.ts';
import { messages } from '../../../shared/messages.ts';

/**
 * Promotions are money (docs/product.md#coupons, decision 0026): each attack on a platform coupon,
 * taken as the attacker takes it, and what the ledger and the coupon's counts look like after.
 */
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
const newCode = () => `PR${Date.now().toString(36)}${++counter}`.toUpperCase();

async function platformCoupon(terms: Record<string, unknown> = {}) {
  const res = await admin.post('/api/admin/coupons', {
    code: newCode(),
    kind: 'fixed',
    amountKobo: 2_000_000,
    maxUses: 100,
    ...terms,
  });
  if (res.status !== 201) throw new Error(`coupon: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { coupon: { id: string; code: string } }).coupon;
}
const couponRow = async (id: string) => (await server.db.select().from(coupons).where(eq(coupons.id, id)))[0]!;
const entriesOfVendor = (vendorId: string) =>
  server.db
    .select({ reason: balanceEntries.reason, amountKobo: balanceEntries.amountKobo, pending: balanceEntries.pending })
    .from(balanceEntries)
    .where(eq(balanceEntries.vendorId, vendorId));
const kettle = (shop: Shop, quantity = 10) => [{ productId: shop.kettle.id, quantity }];
async function payOnDeliveryShop() {
  const shop = await twoStoreShop(server, { kettle: 100, mat: 100 });
  expect((await shop.vendor.patch(`/api/stores/${shop.stores[0].id}`, { payOnDelivery: true })).status).toBe(200);
  expect((await admin.request('PUT', '/api/admin/pay-on-delivery', { capKobo: 10_000_000 })).status).toBe(200);
  return shop;
}
async function deliver(vendor: Agent, orderId: string) {
  for (const to of ['confirmed', 'processing', 'shipped', 'delivered'] as const) {
    expect((await vendor.post(`/api/vendor/orders/${orderId}/status`, { to })).status).toBe(200);
  }
}

describe('a platform coupon with pay on delivery', () => {
  it('the attack: five pay-on-delivery checkouts with a ₦20,000 platform coupon by accounts the seller controls are all refused, and nothing is credited', async () => {
    const shop = await payOnDeliveryShop();
    const coupon = await platformCoupon();
    for (let i = 0; i < 5; i++) {
      const stooge = await server.signedIn('customer');
      const res = await stooge.post('/api/checkout', {
        ...checkoutBody(kettle(shop), 'pay_on_delivery'),
        couponCode: coupon.code,
      });
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toMatchObject({
        message: messages.promotions.notOnDelivery,
        fields: { couponCode: messages.promotions.notOnDelivery },
      });
      expect(await server.db.select().from(payments).where(eq(payments.customerId, stooge.userId))).toEqual([]);
    }
    expect((await couponRow(coupon.id)).uses).toBe(0);
    expect(await entriesOfVendor(shop.vendor.userId)).toEqual([]);
  });

  it('the quote asked for pay on delivery with a platform coupon is a 400 naming couponCode', async () => {
    const shop = await payOnDeliveryShop();
    const coupon = await platformCoupon();
    const res = await server.agent().post('/api/checkout/quote', {
      items: kettle(shop, 1),
      state: 'Lagos',
      couponCode: coupon.code,
      paymentMethod: 'pay_on_delivery',
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ fields: { couponCode: messages.promotions.notOnDelivery } });
  });

  it('the quote with a platform coupon says, before the order, that pay on delivery and WhatsApp cannot take it', async () => {
    const shop = await payOnDeliveryShop();
    const coupon = await platformCoupon({ amountKobo: 50_000 });
    const res = await server.agent().post('/api/checkout/quote', {
      items: kettle(shop, 1),
      state: 'Lagos',
      couponCode: coupon.code,
    });
    expect(res.status).toBe(200);
    const quote = (await res.json()) as CartQuote;
    expect(quote.payOnDelivery.reasons).toEqual([messages.promotions.notOnDelivery]);
    expect(quote.coupon).toMatchObject({
      discountKobo: 50_000,
      refusedFor: { pay_on_delivery: messages.promotions.notOnDelivery, whatsapp: messages.promotions.notOnWhatsApp },
    });
  });

  it("a store's own coupon stays allowed with pay on delivery", async () => {
    const shop = await payOnDeliveryShop();
    const made = await shop.vendor.post(`/api/stores/${shop.stores[0].id}/coupons`, {
      code: newCode(),
      kind: 'fixed',
      amountKobo: 50_000,
    });
    const { coupon } = (await made.json()) as { coupon: { code: string } };
    const res = await (
      await server.signedIn('customer')
    ).post('/api/checkout', { ...checkoutBody(kettle(shop, 1), 'pay_on_delivery'), couponCode: coupon.code });
    expect(res.status).toBe(201);
  });
});

describe('a platform coupon with WhatsApp payment', () => {
  it('is refused with 409 naming couponCode, and no use is taken', async () => {
    const shop = await twoStoreShop(server);
    const coupon = await platformCoupon();
    const res = await (
      await server.signedIn('customer')
    ).post('/api/checkout', { ...checkoutBody(kettle(shop, 1), 'whatsapp'), couponCode: coupon.code });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ fields: { couponCode: messages.promotions.notOnWhatsApp } });
    expect((await couponRow(coupon.id)).uses).toBe(0);
  });
});

describe('a platform coupon in a store linked to the shopper', () => {
  it('the attack: a seller buying their own product by card with a platform coupon is refused, and no use is taken', async () => {
    const shop = await twoStoreShop(server);
    const coupon = await platformCoupon({ amountKobo: 50_000 });
    const res = await shop.vendor.post('/api/checkout', { ...checkoutBody(kettle(shop, 1)), couponCode: coupon.code });
    expect(res.status).toBe(409);
    const why = messages.promotions.linkedStore(shop.stores[0].name);
    expect(await errorOf(res)).toMatchObject({ message: why, fields: { couponCode: why } });
    expect((await couponRow(coupon.id)).uses).toBe(0);
  });

  it("the seller's own quote with a platform coupon is a 400 naming couponCode", async () => {
    const shop = await twoStoreShop(server);
    const coupon = await platformCoupon({ amountKobo: 50_000 });
    const res = await shop.vendor.post('/api/checkout/quote', { items: kettle(shop, 1), couponCode: coupon.code });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      fields: { couponCode: messages.promotions.linkedStore(shop.stores[0].name) },
    });
  });

  it("a shopper whose phone is the store owner's is refused without being shown the owner's details", async () => {
    const shop = await twoStoreShop(server);
    await server.db.update(profiles).set({ phone: '08031234567' }).where(eq(profiles.id, shop.vendor.userId));
    const coupon = await platformCoupon({ amountKobo: 50_000 });
    const shopper = await server.signedIn('customer');
    await server.db.update(profiles).set({ phone: '08031234567' }).where(eq(profiles.id, shopper.userId));
    const res = await shopper.post('/api/checkout', { ...checkoutBody(kettle(shop, 1)), couponCode: coupon.code });
    expect(res.status).toBe(409);
    const body = await errorOf(res);
    expect(body).toMatchObject({ message: messages.promotions.linkedStore(shop.stores[0].name) });
    expect(JSON.stringify(body)).not.toContain('0803');
  });

  it("a shopper who gives the owner's phone for delivery is refused", async () => {
    const shop = await twoStoreShop(server);
    await server.db.update(profiles).set({ phone: '08031234568' }).where(eq(profiles.id, shop.vendor.userId));
    const coupon = await platformCoupon({ amountKobo: 50_000 });
    const body = checkoutBody(kettle(shop, 1));
    const res = await (
      await server.signedIn('customer')
    ).post('/api/checkout', {
      ...body,
      shippingAddress: { ...body.shippingAddress, phone: '+234 803 123 4568' },
      couponCode: coupon.code,
    });
    expect(res.status).toBe(409);
  });

  it("a shopper whose bank account number is the store owner's payout account is refused", async () => {
    const shop = await twoStoreShop(server);
    await server.db.update(profiles).set({ accountNumber: '0123456789' }).where(eq(profiles.id, shop.vendor.userId));
    const coupon = await platformCoupon({ amountKobo: 50_000 });
    const shopper = await server.signedIn('customer');
    await server.db.update(profiles).set({ accountNumber: '0123456789' }).where(eq(profiles.id, shopper.userId));
    const res = await shopper.post('/api/checkout', { ...checkoutBody(kettle(shop, 1)), couponCode: coupon.code });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ message: messages.promotions.linkedStore(shop.stores[0].name) });
  });

  it("a seller may still use a store's own coupon, which costs only the store", async () => {
    const shop = await twoStoreShop(server);
    const made = await shop.vendor.post(`/api/stores/${shop.stores[0].id}/coupons`, {
      code: newCode(),
      kind: 'fixed',
      amountKobo: 50_000,
    });
    const { coupon } = (await made.json()) as { coupon: { code: string } };
    const res = await shop.vendor.post('/api/checkout', { ...checkoutBody(kettle(shop, 1)), couponCode: coupon.code });
    expect(res.status).toBe(201);
  });
});

describe("a platform coupon's budget", () => {
  it('an admin cannot make a platform coupon without total uses or a naira budget: a 400 naming budgetKobo', async () => {
    const res = await admin.post('/api/admin/coupons', { code: newCode(), kind: 'percent', percentBp: 1000 });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ fields: { budgetKobo: messages.promotions.budgetRequired } });
  });

  it('a naira budget alone is enough, and is shown with what has been spent', async () => {
    const res = await admin.post('/api/admin/coupons', {
      code: newCode(),
      kind: 'fixed',
      amountKobo: 50_000,
      budgetKobo: 100_000,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ coupon: { maxUses: null, budgetKobo: 100_000, spentKobo: 0 } });
  });

  it('takes discounts until the budget would be passed, then refuses with 409; a cancel gives its discount back', async () => {
    const shop = await twoStoreShop(server, { kettle: 100, mat: 100 });
    const coupon = await platformCoupon({ amountKobo: 50_000, maxUses: null, budgetKobo: 100_000 });
    const placed: { shopper: Agent; reference: string }[] = [];
    for (let i = 0; i < 2; i++) {
      const shopper = await server.signedIn('customer');
      const res = await shopper.post('/api/checkout', { ...checkoutBody(kettle(shop, 1)), couponCode: coupon.code });
      expect(res.status).toBe(201);
      placed.push({ shopper, reference: ((await res.json()) as Checkout).reference });
    }
    expect(await couponRow(coupon.id)).toMatchObject({ uses: 2, spentKobo: 100_000 });
    const third = await server.signedIn('customer');
    const refused = await third.post('/api/checkout', { ...checkoutBody(kettle(shop, 1)), couponCode: coupon.code });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({ fields: { couponCode: messages.promotions.budgetSpent } });
    expect(await couponRow(coupon.id)).toMatchObject({ uses: 2, spentKobo: 100_000 });
    expect((await placed[0]!.shopper.post(`/api/payments/${placed[0]!.reference}/cancel`)).status).toBe(200);
    expect(await couponRow(coupon.id)).toMatchObject({ uses: 1, spentKobo: 50_000 });
    const after = await third.post('/api/checkout', { ...checkoutBody(kettle(shop, 1)), couponCode: coupon.code });
    expect(after.status).toBe(201);
  });
});

describe('once-per-customer coupon: checkout, cancel, checkout again, then pay every one late', () => {
  it('the attack: five cancelled checkouts paid late give one paid order with the coupon; the rest are refunded in full and told why', async () => {
    const shop = await twoStoreShop(server, { kettle: 100, mat: 100 });
    const coupon = await platformCoupon({ amountKobo: 50_000, maxUses: 5, maxUsesPerCustomer: 1 });
    const shopper = await server.signedIn('customer');
    const references: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await shopper.post('/api/checkout', { ...checkoutBody(kettle(shop, 1)), couponCode: coupon.code });
      expect(res.status).toBe(201);
      const { reference } = (await res.json()) as Checkout;
      expect((await shopper.post(`/api/payments/${reference}/cancel`)).status).toBe(200);
      references.push(reference);
    }
    const outcomes: string[] = [];
    for (const reference of references) {
      await payInSandbox(shopper, reference);
      outcomes.push(
        ((await (await shopper.post(`/api/payments/${reference}/verify`, {})).json()) as { status: string }).status,
      );
    }
    expect(outcomes).toEqual(['completed', 'refund_pending', 'refund_pending', 'refund_pending', 'refund_pending']);
    expect((await couponRow(coupon.id)).uses).toBe(1);
    const live = await server.db
      .select()
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.customerId, shopper.userId)));
    expect(live.filter((r) => r.releasedAt === null)).toHaveLength(1);
    const [refused] = await ordersOf(server, references[1]!);
    expect(refused!.status).toBe('cancelled');
    // The refund job may already have returned the money (PostgreSQL's job runner is listening).
    expect(['refund_pending', 'refunded']).toContain(refused!.paymentStatus);
    const told = await server.db
      .select({ notes: orderTracking.notes })
      .from(orderTracking)
      .where(eq(orderTracking.orderId, refused!.id));
    expect(told.map((t) => t.notes)).toContain(messages.promotions.lateCouponGone);
  });

  it('a 5-use coupon: a sixth shopper paying late for a cancelled checkout is refunded, and uses stay at 5', async () => {
    const shop = await twoStoreShop(server, { kettle: 100, mat: 100 });
    const coupon = await platformCoupon({ amountKobo: 50_000, maxUses: 5 });
    const late = await server.signedIn('customer');
    const res = await late.post('/api/checkout', { ...checkoutBody(kettle(shop, 1)), couponCode: coupon.code });
    const { reference } = (await res.json()) as Checkout;
    await late.post(`/api/payments/${reference}/cancel`);
    for (let i = 0; i < 5; i++) {
      const other = await server.signedIn('customer');
      expect(
        (await other.post('/api/checkout', { ...checkoutBody(kettle(shop, 1)), couponCode: coupon.code })).status,
      ).toBe(201);
    }
    await payInSandbox(late, reference);
    expect(await (await late.post(`/api/payments/${reference}/verify`, {})).json()).toMatchObject({
      status: 'refund_pending',
    });
    expect((await couponRow(coupon.id)).uses).toBe(5);
  });
});

describe("a store's platform-funded credit above the daily limit", () => {
  async function deliveredWithCoupon(shop: Shop, code: string) {
    const shopper = await server.signedIn('customer');
    const res = await shopper.post('/api/checkout', { ...checkoutBody(kettle(shop, 1)), couponCode: code });
    expect(res.status).toBe(201);
    const checkout = (await res.json()) as Checkout;
    await payInSandbox(shopper, checkout.reference);
    await server.drainJobs();
    await deliver(shop.vendor, checkout.orders[0]!.id);
    return checkout.orders[0]!;
  }
  const balancesOf = async (id: string) =>
    (
      await server.db
        .select({ available: profiles.availableBalanceKobo, pending: profiles.pendingBalanceKobo })
        .from(profiles)
        .where(eq(profiles.id, id))
    )[0]!;

  it('waits on Needs attention, held from cash-out, until an admin releases it', async () => {
    expect((await admin.request('PUT', '/api/admin/platform-credit/limit', { dailyLimitKobo: 60_000 })).status).toBe(
      200,
    );
    const shop = await twoStoreShop(server, { kettle: 100, mat: 100 });
    const coupon = await platformCoupon({ amountKobo: 50_000 });
    const first = await deliveredWithCoupon(shop, coupon.code);
    const second = await deliveredWithCoupon(shop, coupon.code);
    const credits = await server.db
      .select({ orderId: balanceEntries.orderId, pending: balanceEntries.pending, id: balanceEntries.id })
      .from(balanceEntries)
      .where(and(eq(balanceEntries.vendorId, shop.vendor.userId), eq(balanceEntries.reason, 'platform_discount')));
    // The first ₦500 is within the ₦600 limit; the second would take the day to ₦1,000.
    expect(credits.find((c) => c.orderId === first.id)).toMatchObject({ pending: false });
    expect(credits.find((c) => c.orderId === second.id)).toMatchObject({ pending: true });
    expect(await balancesOf(shop.vendor.userId)).toEqual({ available: 350_000 + 50_000 + 350_000, pending: 50_000 });
    const overview = (await (await admin.get('/api/admin/platform-credit')).json()) as PlatformCreditOverview;
    const held = overview.held.find((h) => h.orderId === second.id);
    expect(held).toMatchObject({ storeName: shop.stores[0].name, amountKobo: 50_000, couponCode: coupon.code });
    const released = await admin.post(`/api/admin/platform-credit/${held!.entryId}/release`);
    expect(released.status).toBe(200);
    expect(await balancesOf(shop.vendor.userId)).toEqual({ available: 800_000, pending: 0 });
    const again = await admin.post(`/api/admin/platform-credit/${held!.entryId}/release`);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ message: messages.promotions.creditDecided });
    await admin.request('PUT', '/api/admin/platform-credit/limit', { dailyLimitKobo: 2_000_000 });
  });

  it('an admin rejects it with a reason, and the ledger never pays it', async () => {
    await admin.request('PUT', '/api/admin/platform-credit/limit', { dailyLimitKobo: 0 });
    const shop = await twoStoreShop(server, { kettle: 100, mat: 100 });
    const coupon = await platformCoupon({ amountKobo: 50_000 });
    const order = await deliveredWithCoupon(shop, coupon.code);
    const [review] = await server.db
      .select({ entryId: platformCreditReviews.entryId })
      .from(platformCreditReviews)
      .innerJoin(balanceEntries, eq(balanceEntries.id, platformCreditReviews.entryId))
      .where(eq(balanceEntries.orderId, order.id));
    const res = await admin.post(`/api/admin/platform-credit/${review!.entryId}/reject`, { reason: 'Self-dealing' });
    expect(res.status).toBe(200);
    expect(await balancesOf(shop.vendor.userId)).toEqual({ available: 350_000, pending: 0 });
    const entries = await server.db
      .select({ reason: balanceEntries.reason, amountKobo: balanceEntries.amountKobo })
      .from(balanceEntries)
      .where(eq(balanceEntries.orderId, order.id))
      .orderBy(balanceEntries.reason);
    expect(entries).toEqual([
      { reason: 'order_delivered', amountKobo: 350_000 },
      { reason: 'platform_discount', amountKobo: 50_000 },
      { reason: 'platform_discount_rejected', amountKobo: -50_000 },
    ]);
    await admin.request('PUT', '/api/admin/platform-credit/limit', { dailyLimitKobo: 2_000_000 });
  });

  it('a vendor cannot release held credit', async () => {
    const vendor = await server.signedIn('vendor');
    const res = await vendor.post('/api/admin/platform-credit/00000000-0000-4000-8000-000000000000/release');
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ message: messages.access.adminRequired });
  });
});
