import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type Agent, type TestServer } from '../../test/harness.ts';
import { testEngine } from '../../test/test-database.ts';
import { ordersOf, payInSandbox, placeCheckout, twoStoreShop } from '../../test/checkout-helpers.ts';
import { balanceEntries, orderItems, orders as ordersTable } from '../../db/schema.ts';
import { ledgerMismatches } from '../../ledger/ledger-mismatches.ts';
import { readLedger } from '../../ledger/read-ledger.ts';
import { creditForOrder } from '../../ledger/credit-for-order.ts';
import { debitCommission } from '../../ledger/debit-commission.ts';
import { factories } from '../../test/factories.ts';
import type { OrderStatus } from '../../../shared/constants.ts';
import type { VendorOrdersPage } from '../../../shared/fulfilment.ts';

/**
 * Commission through an order's life (docs/product.md#commission, decision 0017): frozen per line
 * at checkout, taken from the vendor's credit on delivery, shown to the vendor and the admin, never
 * to the shopper.
 */
let server: TestServer;
let admin: Awaited<ReturnType<TestServer['signedIn']>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedIn('admin');
});
afterAll(async () => {
  expect(await ledgerMismatches(server.db)).toEqual([]);
  await server.close();
});

type Shop = Awaited<ReturnType<typeof twoStoreShop>>;
const rate = (percentBp: number, flatKobo = 0, floorKobo: number | null = null, capKobo: number | null = null) => ({
  percentBp,
  flatKobo,
  floorKobo,
  capKobo,
});
const put = async (path: string, body: unknown) => {
  const res = await admin.request('PUT', `/api/admin/commission${path}`, body);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
};
const setPlatform = (percentBp: number, chargeDeliveryFees = false) =>
  put('/platform', { ...rate(percentBp), chargeDeliveryFees });
const move = (agent: Agent, orderId: string, to: OrderStatus) =>
  agent.post(`/api/vendor/orders/${orderId}/status`, { to });
async function deliver(shop: Shop, orderId: string) {
  for (const to of ['confirmed', 'processing', 'shipped', 'delivered'] as const) {
    expect((await move(shop.vendor, orderId, to)).status).toBe(200);
  }
}
async function paidCheckout(items: { productId: string; quantity: number }[]) {
  const buyer = await server.signedIn('customer');
  const checkout = await placeCheckout(buyer, items);
  await payInSandbox(buyer, checkout.reference);
  await server.drainJobs();
  return { buyer, checkout, orders: await ordersOf(server, checkout.reference) };
}
const entriesOf = (orderId: string) =>
  server.db
    .select({ amountKobo: balanceEntries.amountKobo, reason: balanceEntries.reason })
    .from(balanceEntries)
    .where(eq(balanceEntries.orderId, orderId))
    .orderBy(balanceEntries.reason);
const itemsOf = (orderId: string) =>
  server.db
    .select({
      productName: orderItems.productName,
      commissionKobo: orderItems.commissionKobo,
      commissionScope: orderItems.commissionScope,
      commissionBp: orderItems.commissionBp,
      commissionFlatKobo: orderItems.commissionFlatKobo,
      commissionFloorKobo: orderItems.commissionFloorKobo,
      commissionCapKobo: orderItems.commissionCapKobo,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.productName);

describe('commission at checkout', () => {
  it('freezes each line’s commission with its rule (store > category > platform), and the order’s total', async () => {
    await setPlatform(200);
    const shop = await twoStoreShop(server);
    const phones = await shop.make.category();
    const phone = await shop.make.product(shop.stores[1].id, {
      name: 'Phone',
      priceKobo: 1_000_005,
      categoryId: phones.id,
    });
    await put(`/stores/${shop.stores[0].id}`, rate(1000, 1_000, null, 40_000));
    await put(`/categories/${phones.id}`, rate(500));
    const { checkout, orders } = await paidCheckout([
      { productId: shop.kettle.id, quantity: 2 },
      { productId: shop.mat.id, quantity: 1 },
      { productId: phone.id, quantity: 1 },
    ]);
    const [kettleOrder, storeTwoOrder] = [
      orders.find((o) => o.storeId === shop.stores[0].id)!,
      orders.find((o) => o.storeId === shop.stores[1].id)!,
    ];
    // The totals the shopper pays are as without commission.
    expect([kettleOrder.totalAmountKobo, storeTwoOrder.totalAmountKobo]).toEqual([
      500_000 + 150_000,
      120_000 + 1_000_005 + 150_000,
    ]);
    expect(checkout.orders.reduce((sum, o) => sum + o.totalAmountKobo, 0)).toBe(650_000 + 1_270_005);
    // Store override: 10 % of ₦5,000 = ₦500, + ₦10 flat = ₦510, under the ₦400 cap → ₦400.
    expect(await itemsOf(kettleOrder.id)).toEqual([
      {
        productName: 'Kettle',
        commissionKobo: 40_000,
        commissionScope: 'store',
        commissionBp: 1000,
        commissionFlatKobo: 1_000,
        commissionFloorKobo: null,
        commissionCapKobo: 40_000,
      },
    ]);
    // Category: 5 % of ₦10,000.05 = 50,000.25 kobo → 50,000; the mat has no category: 2 % → 2,400.
    expect(await itemsOf(storeTwoOrder.id)).toEqual([
      expect.objectContaining({
        productName: 'Phone',
        commissionKobo: 50_000,
        commissionScope: 'category',
        commissionBp: 500,
      }),
      expect.objectContaining({
        productName: 'Prayer Mat',
        commissionKobo: 2_400,
        commissionScope: 'platform',
        commissionBp: 200,
      }),
    ]);
    expect([kettleOrder.commissionKobo, storeTwoOrder.commissionKobo]).toEqual([40_000, 52_400]);
    expect([kettleOrder.deliveryCommissionKobo, kettleOrder.deliveryCommissionScope]).toEqual([0, null]);
  });

  it('a later change of the rules never touches a placed order: delivery takes the frozen figure', async () => {
    await setPlatform(1000);
    const shop = await twoStoreShop(server);
    const { orders } = await paidCheckout([{ productId: shop.kettle.id, quantity: 2 }]);
    const order = orders[0]!;
    expect(order.commissionKobo).toBe(50_000);
    await setPlatform(5000);
    await put(`/stores/${shop.stores[0].id}`, rate(9000));
    const [kept] = await server.db.select().from(ordersTable).where(eq(ordersTable.id, order.id));
    expect(kept!.commissionKobo).toBe(50_000);
    await deliver(shop, order.id);
    expect(await entriesOf(order.id)).toEqual([
      { amountKobo: -50_000, reason: 'commission' },
      { amountKobo: 650_000, reason: 'order_delivered' },
    ]);
    expect((await itemsOf(order.id))[0]).toMatchObject({ commissionKobo: 50_000, commissionBp: 1000 });
  });

  it('commissions each store order’s delivery fee when the setting is on: store override, else the default', async () => {
    await setPlatform(1000, true);
    const shop = await twoStoreShop(server);
    await put(`/stores/${shop.stores[1].id}`, rate(2000));
    const { orders } = await paidCheckout([
      { productId: shop.kettle.id, quantity: 1 },
      { productId: shop.mat.id, quantity: 1 },
    ]);
    const byStore = (i: 0 | 1) => orders.find((o) => o.storeId === shop.stores[i].id)!;
    expect(byStore(0)).toMatchObject({
      commissionKobo: 25_000 + 15_000,
      deliveryCommissionKobo: 15_000,
      deliveryCommissionScope: 'platform',
      deliveryCommissionBp: 1000,
    });
    expect(byStore(1)).toMatchObject({
      commissionKobo: 24_000 + 30_000,
      deliveryCommissionKobo: 30_000,
      deliveryCommissionScope: 'store',
      deliveryCommissionBp: 2000,
    });
    await setPlatform(0, false);
  });

  it('the shopper never sees it: the quote, the checkout and their orders say nothing of commission', async () => {
    await setPlatform(1000);
    const shop = await twoStoreShop(server);
    const quote = await server.agent().post('/api/checkout/quote', {
      items: [{ productId: shop.kettle.id, quantity: 2 }],
      state: 'Lagos',
    });
    const quoted = await quote.text();
    expect(quoted).not.toMatch(/commission/i);
    expect(JSON.parse(quoted)).toMatchObject({ totalKobo: 650_000 });
    const { buyer, checkout } = await paidCheckout([{ productId: shop.kettle.id, quantity: 2 }]);
    expect(JSON.stringify(checkout)).not.toMatch(/commission/i);
    expect(await (await buyer.get('/api/orders')).text()).not.toMatch(/commission/i);
    expect(await (await buyer.get(`/api/payments/${checkout.reference}`)).text()).not.toMatch(/commission/i);
  });
});

describe('commission on delivery', () => {
  it('delivering a paid order writes the sale and the commission once each; the balance rises by the net', async () => {
    await setPlatform(1000);
    const shop = await twoStoreShop(server);
    const { orders } = await paidCheckout([{ productId: shop.kettle.id, quantity: 2 }]);
    const order = orders[0]!;
    const before = (await server.profileOf(shop.vendor.userId))!.availableBalanceKobo;
    await deliver(shop, order.id);
    expect((await move(shop.vendor, order.id, 'delivered')).status).toBe(409);
    // Asked again directly, neither entry is written twice.
    const input = { vendorId: shop.vendor.userId, orderId: order.id };
    expect(
      await creditForOrder(server.db, {
        ...input,
        storeId: shop.kettle.storeId,
        amountKobo: 650_000,
        fallbackHoldDays: 0,
      }),
    ).toBe(false);
    expect(await debitCommission(server.db, { ...input, amountKobo: 50_000 })).toBe(false);
    expect(await entriesOf(order.id)).toEqual([
      { amountKobo: -50_000, reason: 'commission' },
      { amountKobo: 650_000, reason: 'order_delivered' },
    ]);
    expect((await server.profileOf(shop.vendor.userId))!.availableBalanceKobo - before).toBe(600_000);
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });

  it('a delivered order without commission writes the sale alone', async () => {
    await setPlatform(0);
    const shop = await twoStoreShop(server);
    const { orders } = await paidCheckout([{ productId: shop.kettle.id, quantity: 1 }]);
    await deliver(shop, orders[0]!.id);
    expect(await entriesOf(orders[0]!.id)).toEqual([{ amountKobo: 400_000, reason: 'order_delivered' }]);
  });

  it('a WhatsApp order delivered first and marked paid after is credited and commissioned then, once', async () => {
    await setPlatform(1000);
    const shop = await twoStoreShop(server);
    const buyer = await server.signedIn('customer');
    const checkout = await placeCheckout(buyer, [{ productId: shop.kettle.id, quantity: 2 }], {
      paymentMethod: 'whatsapp',
    });
    const orderId = checkout.orders[0]!.id;
    await deliver(shop, orderId);
    expect(await entriesOf(orderId)).toEqual([]);
    expect((await admin.post(`/api/orders/${orderId}/mark-paid`)).status).toBe(200);
    expect((await admin.post(`/api/orders/${orderId}/mark-paid`)).status).toBe(409);
    expect(await entriesOf(orderId)).toEqual([
      { amountKobo: -50_000, reason: 'commission' },
      { amountKobo: 650_000, reason: 'order_delivered' },
    ]);
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });
});

describe('what the vendor and the admin see', () => {
  it('the vendor’s orders, orders CSV and earnings show the gross, the commission and the net', async () => {
    await setPlatform(1000);
    const shop = await twoStoreShop(server);
    const { orders } = await paidCheckout([{ productId: shop.kettle.id, quantity: 2 }]);
    const order = orders[0]!;
    await deliver(shop, order.id);
    const page = (await (await shop.vendor.get('/api/vendor/orders')).json()) as VendorOrdersPage;
    expect(page.orders.find((o) => o.id === order.id)).toMatchObject({
      totalAmountKobo: 650_000,
      commissionKobo: 50_000,
    });
    const csv = await (await shop.vendor.get('/api/vendor/orders.csv')).text();
    expect(csv.split('\r\n').find((row) => row.includes(order.id))).toContain(
      ',5000.00,1500.00,6500.00,500.00,0.00,0.00,6000.00,',
    );
    const earnings = (await (await shop.vendor.get('/api/cashouts/earnings')).json()) as {
      balanceKobo: number;
      entries: { amountKobo: number; reason: string; orderId: string; trackingNumber: string }[];
    };
    expect(
      earnings.entries.filter((e) => e.orderId === order.id).map((e) => [e.reason, e.amountKobo, e.trackingNumber]),
    ).toEqual(
      expect.arrayContaining([
        ['order_delivered', 650_000, order.trackingNumber],
        ['commission', -50_000, order.trackingNumber],
      ]),
    );
    expect(earnings.balanceKobo).toBe((await readLedger(server.db, shop.vendor.userId)).balanceKobo);
    const ledgerCsv = await shop.vendor.get('/api/cashouts/earnings.csv');
    expect(ledgerCsv.status).toBe(200);
    expect(ledgerCsv.headers.get('content-disposition')).toMatch(
      /attachment; filename="oja-earnings-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...rows] = (await ledgerCsv.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Date,Entry,Tracking Number,Gross (NGN),Commission (NGN),Net (NGN)');
    expect(rows.filter((row) => row.includes(order.trackingNumber))).toEqual([
      expect.stringMatching(
        new RegExp(`^\\d{4}-\\d{2}-\\d{2},Order delivered,${order.trackingNumber},6500.00,500.00,6000.00$`),
      ),
    ]);
  });

  it('the admin’s overview sums and charts the commission earned, and the CSV lists it per order', async () => {
    const overview = async () =>
      (await (await admin.get('/api/admin/overview')).json()) as {
        commissionKobo: number;
        daily: { commissionKobo: number; commissionOrders: number }[];
      };
    const before = await overview();
    await setPlatform(1000);
    const shop = await twoStoreShop(server);
    const { orders } = await paidCheckout([{ productId: shop.kettle.id, quantity: 2 }]);
    const order = orders[0]!;
    await deliver(shop, order.id);
    const after = await overview();
    expect(after.commissionKobo - before.commissionKobo).toBe(50_000);
    expect(after.daily.at(-1)!.commissionKobo - before.daily.at(-1)!.commissionKobo).toBe(50_000);
    expect(after.daily.at(-1)!.commissionOrders - before.daily.at(-1)!.commissionOrders).toBe(1);

    const res = await admin.get('/api/admin/commission.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="oja-commission-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...rows] = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'Date Earned,Order ID,Tracking Number,Store,Seller Email,Gross (NGN),Commission (NGN),Net (NGN),Entry',
    );
    expect(rows.find((row) => row.includes(order.id))).toMatch(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2},${order.id},${order.trackingNumber},[^,]+,${shop.vendor.email},6500.00,500.00,6000.00,Commission$`,
      ),
    );
    const csvTotal = rows.filter(Boolean).reduce((sum, row) => sum + Math.round(Number(row.split(',')[6]) * 100), 0);
    expect(csvTotal).toBe(after.commissionKobo);
  });
});

describe('commission given back on returns (docs/product.md#commission)', () => {
  it('comes off the overview’s commission earned and its day on the chart, and is a row of its own in the CSV', async () => {
    const overview = async () =>
      (await (await admin.get('/api/admin/overview')).json()) as {
        commissionKobo: number;
        daily: { commissionKobo: number; commissionOrders: number }[];
      };
    await setPlatform(1000);
    const shop = await twoStoreShop(server);
    expect(
      (await admin.request('PUT', `/api/admin/payout-holds/stores/${shop.kettle.storeId}`, { holdDays: 3 })).status,
    ).toBe(200);
    const { buyer, orders } = await paidCheckout([{ productId: shop.kettle.id, quantity: 2 }]);
    const order = orders[0]!;
    await deliver(shop, order.id);
    const before = await overview();
    const [item] = await server.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const opened = await buyer.post(`/api/orders/${order.id}/return`, {
      items: [{ orderItemId: item!.id, quantity: 1 }],
      reason: 'damaged',
    });
    expect(opened.status, await opened.clone().text()).toBe(201);
    const { returnId } = (await opened.json()) as { returnId: string };
    const accepted = await shop.vendor.post(`/api/vendor/returns/${returnId}/accept`, { refundKobo: 260_000 });
    expect(accepted.status, await accepted.clone().text()).toBe(200);

    // The returned kettle's own ₦250 given back (the ₦100 above it pays the delivery fee, which paid
    // none), on the day it was given back; no order more.
    const after = await overview();
    expect(after.commissionKobo - before.commissionKobo).toBe(-25_000);
    expect(after.daily.at(-1)!.commissionKobo - before.daily.at(-1)!.commissionKobo).toBe(-25_000);
    expect(after.daily.at(-1)!.commissionOrders).toBe(before.daily.at(-1)!.commissionOrders);

    const [, ...rows] = (await (await admin.get('/api/admin/commission.csv')).text())
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    const ofOrder = rows.filter((row) => row.includes(order.id));
    expect(ofOrder).toHaveLength(2);
    expect(ofOrder[0]).toMatch(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2},${order.id},${order.trackingNumber},[^,]+,${shop.vendor.email},-2600.00,-250.00,-2350.00,Commission given back on a return$`,
      ),
    );
    expect(ofOrder[1]).toMatch(new RegExp(`,${order.id},.*,6500.00,500.00,6000.00,Commission$`));
    const csvTotal = rows.filter(Boolean).reduce((sum, row) => sum + Math.round(Number(row.split(',')[6]) * 100), 0);
    expect(csvTotal).toBe(after.commissionKobo);
  });
});

describe('a return gives back the commission of the returned goods (docs/product.md#returns)', () => {
  /**
   * A store taking 12.5 %, `buyUnits` ₦10,000 blenders (and, `withKettle`, a ₦2,000 kettle) bought by
   * card, delivered to Lagos (₦1,500 delivery, not commissioned) and held. The customer asks to
   * return `returnUnits` blenders.
   */
  async function returnOfBlender(buyUnits = 1, returnUnits = 1, withKettle = false) {
    const shop = await twoStoreShop(server);
    const storeId = shop.kettle.storeId;
    await put(`/stores/${storeId}`, rate(1250));
    expect((await admin.request('PUT', `/api/admin/payout-holds/stores/${storeId}`, { holdDays: 3 })).status).toBe(200);
    const make = factories(server.db);
    const blender = await make.product(storeId, { name: 'Blender', priceKobo: 1_000_000, stockQuantity: 5 });
    const kettle = await make.product(storeId, { name: 'Small kettle', priceKobo: 200_000, stockQuantity: 5 });
    const { buyer, orders } = await paidCheckout([
      { productId: blender.id, quantity: buyUnits },
      ...(withKettle ? [{ productId: kettle.id, quantity: 1 }] : []),
    ]);
    const order = orders[0]!;
    await deliver(shop, order.id);
    const lines = await server.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const line = lines.find((l) => l.productName === 'Blender')!;
    const opened = await buyer.post(`/api/orders/${order.id}/return`, {
      items: [{ orderItemId: line.id, quantity: returnUnits }],
      reason: 'damaged',
    });
    expect(opened.status, await opened.clone().text()).toBe(201);
    const { returnId } = (await opened.json()) as { returnId: string };
    const accept = (refundKobo: number) => shop.vendor.post(`/api/vendor/returns/${returnId}/accept`, { refundKobo });
    return { order, accept };
  }

  it('returning ₦10,000 of goods at 12.5 % on an order with a ₦1,500 delivery fee gives back ₦1,250', async () => {
    const { order, accept } = await returnOfBlender();
    const [row] = await server.db.select().from(ordersTable).where(eq(ordersTable.id, order.id));
    expect(row).toMatchObject({ totalAmountKobo: 1_150_000, deliveryFeeKobo: 150_000, commissionKobo: 125_000 });
    expect((await accept(1_000_000)).status).toBe(200);
    expect(await entriesOf(order.id)).toEqual([
      { amountKobo: -125_000, reason: 'commission' },
      { amountKobo: 125_000, reason: 'commission_refund' },
      { amountKobo: 1_150_000, reason: 'order_delivered' },
      { amountKobo: -1_000_000, reason: 'return_refund' },
    ]);
  });

  it("returning one of two units, beside another product, gives back that unit's commission only", async () => {
    const { order, accept } = await returnOfBlender(2, 1, true);
    expect((await accept(1_000_000)).status).toBe(200);
    expect(await entriesOf(order.id)).toContainEqual({ amountKobo: 125_000, reason: 'commission_refund' });
  });

  it('a partial refund of the returned goods gives back their commission in proportion', async () => {
    const { order, accept } = await returnOfBlender();
    expect((await accept(400_000)).status).toBe(200);
    // ₦1,250 × ₦4,000 / ₦10,000.
    expect(await entriesOf(order.id)).toContainEqual({ amountKobo: 50_000, reason: 'commission_refund' });
  });

  it('refunding the whole order for one returned unit gives back all of its commission, even while held', async () => {
    const { order, accept } = await returnOfBlender(2, 1, true);
    const [row] = await server.db.select().from(ordersTable).where(eq(ordersTable.id, order.id));
    expect((await accept(row!.totalAmountKobo)).status).toBe(200);
    const entries = await entriesOf(order.id);
    expect(entries).toContainEqual({ amountKobo: row!.commissionKobo, reason: 'commission_refund' });
  });

  it('a refund of the returned goods and their delivery fee gives back the goods’ commission (the fee paid none)', async () => {
    const { order, accept } = await returnOfBlender();
    expect((await accept(1_150_000)).status).toBe(200);
    expect(await entriesOf(order.id)).toContainEqual({ amountKobo: 125_000, reason: 'commission_refund' });
  });
});

/** PGlite runs one transaction at a time; the race needs PostgreSQL. */
describe.runIf(testEngine === 'postgres')('under concurrency (PostgreSQL)', () => {
  it('50 concurrent "Mark as Delivered" clicks write the sale and the commission once each', async () => {
    await setPlatform(1000);
    const shop = await twoStoreShop(server);
    const { orders } = await paidCheckout([{ productId: shop.kettle.id, quantity: 2 }]);
    const order = orders[0]!;
    for (const to of ['confirmed', 'processing', 'shipped'] as const) await move(shop.vendor, order.id, to);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 5 === 0
          ? admin.post(`/api/admin/orders/${order.id}/status`, { to: 'delivered' })
          : move(shop.vendor, order.id, 'delivered'),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(49);
    expect(await entriesOf(order.id)).toEqual([
      { amountKobo: -50_000, reason: 'commission' },
      { amountKobo: 650_000, reason: 'order_delivered' },
    ]);
    expect((await server.profileOf(shop.vendor.userId))!.availableBalanceKobo).toBe(600_000);
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });
});
