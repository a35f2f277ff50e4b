import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { startTestServer, type Agent, type TestServer } from '../../test/harness.ts';
import {
  checkoutBody,
  ordersOf,
  paymentRow,
  payInSandbox,
  placeCheckout,
  twoStoreShop,
} from '../../test/checkout-helpers.ts';
import { balanceEntries, orderItems, payments } from '../../db/schema.ts';
import { ledgerMismatches } from '../../ledger/ledger-mismatches.ts';
import type { Checkout } from '../../../shared/checkout.ts';
import type { OrderStatus } from '../../../shared/constants.ts';
import type { ManagedOrder, VendorOrdersPage } from '../../../shared/fulfilment.ts';

/**
 * Every seller and admin figure after the sale is the ledger's: the seller's
 * order cards and orders CSV, and the admin's overview, chart and commission CSV, read the money
 * that `balance_entries` holds, to the kobo.
 */
let server: TestServer;
let admin: Agent & { userId: string };
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedIn('admin');
  expect((await admin.request('PUT', '/api/admin/commission/platform', platformRate(1000))).status).toBe(200);
});
afterAll(async () => {
  expect(await ledgerMismatches(server.db)).toEqual([]);
  await server.close();
});

const platformRate = (percentBp: number) => ({
  percentBp,
  flatKobo: 0,
  floorKobo: null,
  capKobo: null,
  chargeDeliveryFees: false,
});
type Shop = Awaited<ReturnType<typeof twoStoreShop>>;
let counter = 0;

async function platformCoupon(amountKobo: number) {
  const res = await admin.post('/api/admin/coupons', {
    code: `FIG${Date.now().toString(36)}${++counter}`.toUpperCase(),
    kind: 'fixed',
    amountKobo,
    maxUses: 100,
  });
  if (res.status !== 201) throw new Error(`coupon: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { coupon: { code: string } }).coupon;
}
async function move(shop: Shop, orderId: string, ...steps: OrderStatus[]) {
  for (const to of steps) {
    const res = await shop.vendor.post(`/api/vendor/orders/${orderId}/status`, { to });
    expect(res.status, await res.clone().text()).toBe(200);
  }
  await server.drainJobs();
}
const deliver = (shop: Shop, orderId: string) => move(shop, orderId, 'confirmed', 'processing', 'shipped', 'delivered');

/** Two kettles (₦5,000) to Lagos (₦1,500), paid by card, with a platform coupon when `couponCode` is given. */
async function paidOrder(shop: Shop, couponCode?: string) {
  const buyer = await server.signedIn('customer');
  const res = await buyer.post('/api/checkout', {
    ...checkoutBody([{ productId: shop.kettle.id, quantity: 2 }]),
    ...(couponCode ? { couponCode } : {}),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const checkout = (await res.json()) as Checkout;
  await payInSandbox(buyer, checkout.reference);
  await server.drainJobs();
  return { buyer, checkout, order: (await ordersOf(server, checkout.reference))[0]! };
}
const ledgerNet = async (orderId: string) => {
  const [row] = await server.db
    .select({ kobo: sql<string>`coalesce(sum(${balanceEntries.amountKobo}), 0)::text` })
    .from(balanceEntries)
    .where(eq(balanceEntries.orderId, orderId));
  return Number(row!.kobo);
};
const cardOf = async (shop: Shop, orderId: string) => {
  const page = (await (await shop.vendor.get('/api/vendor/orders')).json()) as VendorOrdersPage;
  return page.orders.find((o) => o.id === orderId)!;
};
/** The seller's orders CSV row of the order, as header → cell. */
const csvRowOf = async (agent: Agent, path: string, orderId: string) => {
  const [header, ...rows] = (await (await agent.get(path)).text()).replace(/^\uFEFF/, '').split('\r\n');
  const columns = header!.split(',');
  const row = rows.find((r) => r.includes(orderId));
  expect(row, `no row of ${orderId}`).toBeDefined();
  const cells = row!.split(',');
  return Object.fromEntries(columns.map((c, i) => [c, cells[i]]));
};
const naira = (kobo: number) => (kobo / 100).toFixed(2);

describe("a seller's order card and orders CSV read the ledger", () => {
  it('after a platform-coupon order is delivered, the net is what the ledger credited, coupon included', async () => {
    const shop = await twoStoreShop(server);
    const coupon = await platformCoupon(50_000);
    const { order } = await paidOrder(shop, coupon.code);
    await deliver(shop, order.id);
    // Credited: what the customer paid, the coupon's ₦500 from the platform, less the commission.
    const net = await ledgerNet(order.id);
    expect(net).toBe(order.totalAmountKobo + 50_000 - order.commissionKobo);
    const card = await cardOf(shop, order.id);
    expect(card.money).toEqual({
      basis: 'ledger',
      netKobo: net,
      commissionKobo: order.commissionKobo,
      platformCreditKobo: 50_000,
      refundedKobo: 0,
    });
    const row = await csvRowOf(shop.vendor, '/api/vendor/orders.csv', order.id);
    expect(row).toMatchObject({
      'Total (NGN)': naira(order.totalAmountKobo),
      'Commission (NGN)': naira(order.commissionKobo),
      'Oja Coupon (NGN)': '500.00',
      'Refunded (NGN)': '0.00',
      'Net (NGN)': naira(net),
    });
  });

  it('before delivery, a platform-coupon order shows the net delivery will credit, coupon included', async () => {
    const shop = await twoStoreShop(server);
    const coupon = await platformCoupon(50_000);
    const { order } = await paidOrder(shop, coupon.code);
    const card = await cardOf(shop, order.id);
    expect(card.money).toEqual({
      basis: 'expected',
      netKobo: order.totalAmountKobo + 50_000 - order.commissionKobo,
      commissionKobo: order.commissionKobo,
      platformCreditKobo: 50_000,
      refundedKobo: 0,
    });
  });

  it('after a return, the card and CSV show the refund and the net the ledger holds', async () => {
    const shop = await twoStoreShop(server);
    // Returns go through Oja only while the sale is held (decision 0021).
    const hold = await admin.request('PUT', `/api/admin/payout-holds/stores/${shop.kettle.storeId}`, { holdDays: 3 });
    expect(hold.status).toBe(200);
    const { buyer, order } = await paidOrder(shop);
    await deliver(shop, order.id);
    const [item] = await server.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const opened = await buyer.post(`/api/orders/${order.id}/return`, {
      items: [{ orderItemId: item!.id, quantity: 1 }],
      reason: 'damaged',
    });
    expect(opened.status, await opened.clone().text()).toBe(201);
    const { returnId } = (await opened.json()) as { returnId: string };
    const accepted = await shop.vendor.post(`/api/vendor/returns/${returnId}/accept`, { refundKobo: 250_000 });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    const net = await ledgerNet(order.id);
    // ₦6,500 less 10 % of the ₦5,000 goods, then the ₦2,500 refund less its ₦250 commission given back.
    expect(net).toBe(650_000 - 50_000 - 250_000 + 25_000);
    expect((await cardOf(shop, order.id)).money).toEqual({
      basis: 'ledger',
      netKobo: net,
      commissionKobo: 50_000 - 25_000,
      platformCreditKobo: 0,
      refundedKobo: 250_000,
    });
    expect(await csvRowOf(shop.vendor, '/api/vendor/orders.csv', order.id)).toMatchObject({
      'Commission (NGN)': '250.00',
      'Refunded (NGN)': '2500.00',
      'Net (NGN)': naira(net),
    });
  });

  it('after a vendor cancels a paid order, nothing is earned: net 0, the whole total refunded', async () => {
    const shop = await twoStoreShop(server);
    const { order } = await paidOrder(shop);
    await move(shop, order.id, 'cancelled');
    expect(await ledgerNet(order.id)).toBe(0);
    expect((await cardOf(shop, order.id)).money).toEqual({
      basis: 'none',
      netKobo: 0,
      commissionKobo: 0,
      platformCreditKobo: 0,
      refundedKobo: order.totalAmountKobo,
    });
    expect(await csvRowOf(shop.vendor, '/api/vendor/orders.csv', order.id)).toMatchObject({
      'Total (NGN)': naira(order.totalAmountKobo),
      'Commission (NGN)': '0.00',
      'Refunded (NGN)': naira(order.totalAmountKobo),
      'Net (NGN)': '0.00',
      'Payment Status': 'refunded',
    });
  });

  it('an order refused at the door earns nothing: net 0 and no commission', async () => {
    const shop = await twoStoreShop(server);
    expect((await shop.vendor.patch(`/api/stores/${shop.stores[0].id}`, { payOnDelivery: true })).status).toBe(200);
    expect((await admin.request('PUT', '/api/admin/pay-on-delivery', { capKobo: 10_000_000 })).status).toBe(200);
    const buyer = await server.signedIn('customer');
    const checkout = await placeCheckout(buyer, [{ productId: shop.kettle.id, quantity: 2 }], {
      paymentMethod: 'pay_on_delivery',
    });
    const orderId = checkout.orders[0]!.id;
    await move(shop, orderId, 'confirmed', 'processing', 'shipped', 'cancelled');
    expect(await ledgerNet(orderId)).toBe(0);
    expect((await cardOf(shop, orderId)).money).toEqual({
      basis: 'none',
      netKobo: 0,
      commissionKobo: 0,
      platformCreditKobo: 0,
      refundedKobo: 0,
    });
    expect(await csvRowOf(shop.vendor, '/api/vendor/orders.csv', orderId)).toMatchObject({
      'Commission (NGN)': '0.00',
      'Net (NGN)': '0.00',
    });
  });

  it('the admin’s order list shows the same figures as the seller’s card', async () => {
    const shop = await twoStoreShop(server);
    const coupon = await platformCoupon(50_000);
    const { order } = await paidOrder(shop, coupon.code);
    await deliver(shop, order.id);
    const page = (await (await admin.get(`/api/admin/orders?storeId=${order.storeId}`)).json()) as {
      orders: ManagedOrder[];
    };
    const listed = page.orders.find((o) => o.id === order.id);
    expect(listed?.money).toEqual((await cardOf(shop, order.id)).money);
    expect(listed?.money.netKobo).toBe(await ledgerNet(order.id));
  });
});

describe('a paid order refunded after a vendor cancel', () => {
  it('ends with its payment row refunded, like the order', async () => {
    const shop = await twoStoreShop(server);
    const { checkout, order } = await paidOrder(shop);
    await move(shop, order.id, 'cancelled');
    const [after] = await ordersOf(server, checkout.reference);
    expect(after!.paymentStatus).toBe('refunded');
    expect((await paymentRow(server, checkout.reference)).status).toBe('refunded');
  });

  it('a payment left completed by such a refund before the rule is backfilled to refunded', async () => {
    const shop = await twoStoreShop(server);
    const { checkout, order } = await paidOrder(shop);
    await move(shop, order.id, 'cancelled');
    const before = await paymentRow(server, checkout.reference);
    await server.db.update(payments).set({ status: 'completed' }).where(eq(payments.id, before.id));
    const migration = await readFile(
      new URL('../../db/migrations/0034_figures-refunded-payments.sql', import.meta.url),
      'utf8',
    );
    await server.db.execute(sql.raw(migration.split('-- backfill')[1]!));
    expect((await paymentRow(server, checkout.reference)).status).toBe('refunded');
    expect((await ordersOf(server, checkout.reference))[0]!.paymentStatus).toBe('refunded');
  });

  it('keeps a checkout’s payment completed while another of its orders still stands paid', async () => {
    const shop = await twoStoreShop(server);
    const buyer = await server.signedIn('customer');
    const checkout = await placeCheckout(buyer, [
      { productId: shop.kettle.id, quantity: 1 },
      { productId: shop.mat.id, quantity: 1 },
    ]);
    await payInSandbox(buyer, checkout.reference);
    await server.drainJobs();
    const [first] = await ordersOf(server, checkout.reference);
    await move(shop, first!.id, 'cancelled');
    expect((await paymentRow(server, checkout.reference)).status).toBe('completed');
  });
});

describe('the admin’s commission earned: overview, chart and CSV agree', () => {
  const overview = async () =>
    (await (await admin.get('/api/admin/overview')).json()) as {
      commissionKobo: number;
      commissionTakenKobo: number;
      platformCouponsKobo: number;
      daily: { commissionKobo: number }[];
    };
  const earnedInLedger = async () => {
    const [row] = await server.db
      .select({ kobo: sql<string>`coalesce(-sum(${balanceEntries.amountKobo}), 0)::text` })
      .from(balanceEntries)
      .where(
        inArray(balanceEntries.reason, [
          'commission',
          'commission_refund',
          'platform_discount',
          'platform_discount_rejected',
        ]),
      );
    return Number(row!.kobo);
  };

  it('a platform coupon’s cost comes off the total, the day on the chart and the CSV alike', async () => {
    const before = await overview();
    const shop = await twoStoreShop(server);
    const coupon = await platformCoupon(50_000);
    const { order } = await paidOrder(shop, coupon.code);
    await deliver(shop, order.id);
    const after = await overview();
    expect(after.commissionKobo).toBe(await earnedInLedger());
    expect(after.commissionKobo - before.commissionKobo).toBe(order.commissionKobo - 50_000);
    expect(after.commissionTakenKobo - after.platformCouponsKobo).toBe(after.commissionKobo);
    expect(after.daily.at(-1)!.commissionKobo - before.daily.at(-1)!.commissionKobo).toBe(
      order.commissionKobo - 50_000,
    );
    const [, ...rows] = (await (await admin.get('/api/admin/commission.csv')).text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    const ofOrder = rows.filter((r) => r.includes(order.id));
    // Both written in the delivery's transaction, at the same moment: in either order.
    expect(ofOrder).toHaveLength(2);
    expect(ofOrder).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`,${order.id},.*,0.00,-500.00,500.00,Oja coupon paid to the seller$`)),
        expect.stringMatching(
          new RegExp(`,${order.id},.*,${naira(order.totalAmountKobo)},${naira(order.commissionKobo)},.*,Commission$`),
        ),
      ]),
    );
    const csvTotal = rows.reduce((sum, row) => sum + Math.round(Number(row.split(',')[6]) * 100), 0);
    expect(csvTotal).toBe(after.commissionKobo);
    const chartTotal = after.daily.reduce((sum, d) => sum + d.commissionKobo, 0);
    expect(chartTotal).toBe(after.commissionKobo);
  });
});
