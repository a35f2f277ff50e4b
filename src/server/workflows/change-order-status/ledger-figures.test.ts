import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestServer, type Agent, type TestServer } from '../../test/harness.ts';
import { checkoutBody, payInSandbox } from '../../test/checkout-helpers.ts';
import { factories } from '../../test/factories.ts';
import { balanceEntries, orderItems, orders, profiles } from '../../db/schema.ts';
import { ledgerMismatches } from '../../ledger/ledger-mismatches.ts';
import { returnShares } from '../../ledger/read-return-shares.ts';
import { COMMISSION_EARNED_REASONS, type BalanceEntryReason, type OrderStatus } from '../../../shared/constants.ts';
import { ledgerRows, type LedgerEntryView } from '../../../shared/ledger-rows.ts';
import { commissionEarnedOf, ledgerNetOf, orderMoney, type OrderLedgerSums } from '../../../shared/order-money.ts';
import { nairaToKobo } from '../../../shared/money.ts';
import type { Checkout } from '../../../shared/checkout.ts';
import type { VendorOrdersPage } from '../../../shared/fulfilment.ts';

/**
 * Money after the sale, checked as a property (decision 0033): over seeded random orders — coupons
 * the store or the platform pays for, returns of some units for some refund, cancellations, orders
 * paid at the door — the seller's balance is the sum of their entries, and every reader of the
 * ledger says the same to the kobo: the order cards, the orders CSV, the earnings CSV, the admin's
 * overview and the commission CSV. The in-memory model runs MODEL_RUNS scenarios through the pure
 * figures; DB_ORDERS orders go through the real API (on PGlite and on PostgreSQL).
 */
const MODEL_RUNS = 5_000;
const DB_ORDERS = 16;

/** mulberry32: a small seeded PRNG, so a failure replays. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof prng>;

const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);
const addTo = (sums: OrderLedgerSums, reason: BalanceEntryReason, kobo: number) => {
  sums[reason] = (sums[reason] ?? 0) + kobo;
};

describe('the ledger model: every figure agrees, and nothing gives back more than was taken', () => {
  it(`holds over ${MODEL_RUNS} seeded scenarios`, () => {
    const random = prng(20_261_129);
    for (let run = 0; run < MODEL_RUNS; run++) {
      const entries: (LedgerEntryView & { orderId: string })[] = [];
      const views: { netKobo: number; collectedKobo: number }[] = [];
      const byOrder = new Map<string, OrderLedgerSums>();
      for (let o = 0; o < random.int(1, 4); o++) {
        const orderId = `${run}-${o}`;
        const lines = Array.from({ length: random.int(1, 3) }, (_, i) => {
          const quantity = random.int(1, 4);
          const priceKobo = random.int(1, 5_000_000);
          return { id: `${orderId}-${i}`, quantity, priceKobo, discountKobo: 0, commissionKobo: 0 };
        });
        const bearer = random.pick(['none', 'store', 'platform'] as const);
        for (const line of lines) {
          if (bearer !== 'none') line.discountKobo = random.int(0, line.priceKobo * line.quantity);
          line.commissionKobo = random.int(0, line.priceKobo * line.quantity - line.discountKobo);
        }
        const deliveryFeeKobo = random.pick([0, 150_000, 300_000]);
        const deliveryCommissionKobo = random.int(0, deliveryFeeKobo);
        const goods = sumOf(lines.map((l) => l.priceKobo * l.quantity - l.discountKobo));
        const totalAmountKobo = goods + deliveryFeeKobo;
        const commissionKobo = sumOf(lines.map((l) => l.commissionKobo)) + deliveryCommissionKobo;
        const platformKobo = bearer === 'platform' ? sumOf(lines.map((l) => l.discountKobo)) : 0;
        const paidOnDelivery = random.next() < 0.3;
        const outcome = random.pick(['delivered', 'returned', 'cancelled'] as const);
        const sums: OrderLedgerSums = {};
        const write = (reason: BalanceEntryReason, amountKobo: number) => {
          if (amountKobo === 0) return;
          addTo(sums, reason, amountKobo);
          entries.push({
            id: `${orderId}-${entries.length}`,
            amountKobo,
            reason,
            createdAt: new Date(2026, 0, 1, 0, 0, entries.length).toISOString(),
            orderId,
            trackingNumber: orderId,
            paidOnDelivery,
            orderTotalKobo: totalAmountKobo,
            cashoutRequestedAt: null,
            cashoutStatus: null,
            pending: false,
            availableAt: new Date(2026, 0, 1).toISOString(),
          });
        };
        // As ledger/settle-delivered-order.ts writes them.
        if (outcome !== 'cancelled') {
          if (!paidOnDelivery) write('order_delivered', totalAmountKobo);
          write('commission', -commissionKobo);
          write('platform_discount', platformKobo);
        }
        if (outcome === 'returned') {
          const returned = lines
            .filter(() => random.next() < 0.6)
            .map((l) => ({ orderItemId: l.id, quantity: random.int(1, l.quantity) }));
          const refundKobo = random.pick([totalAmountKobo, random.int(0, totalAmountKobo)]);
          const shares = returnShares({
            lines,
            returned,
            refundKobo,
            deliveryFeeKobo,
            deliveryCommissionKobo,
            platformCoupon: bearer === 'platform',
          });
          expect(shares.commissionBackKobo).toBeLessThanOrEqual(commissionKobo);
          expect(shares.platformShareKobo).toBeLessThanOrEqual(platformKobo);
          // As ledger/settle-return.ts writes them.
          if (!paidOnDelivery) write('return_refund', -(refundKobo + shares.platformShareKobo));
          write('commission_refund', shares.commissionBackKobo);
          // A whole refund gives back every kobo taken: a held card sale ends at exactly zero.
          if (refundKobo === totalAmountKobo && !paidOnDelivery) expect(ledgerNetOf(sums)).toBe(0);
          if (!paidOnDelivery) expect(ledgerNetOf(sums)).toBeGreaterThanOrEqual(-commissionKobo);
        }
        byOrder.set(orderId, sums);
        const status: OrderStatus = outcome === 'cancelled' ? 'cancelled' : 'delivered';
        const money = orderMoney(
          {
            status,
            paymentStatus: paidOnDelivery ? 'completed' : outcome === 'cancelled' ? 'refunded' : 'completed',
            paymentMethod: paidOnDelivery ? 'pay_on_delivery' : 'paystack',
            totalAmountKobo,
            commissionKobo,
            couponBearer: bearer === 'none' ? null : bearer,
            discountKobo: sumOf(lines.map((l) => l.discountKobo)),
          },
          sums,
        );
        views.push({
          netKobo: money.netKobo,
          collectedKobo: Object.keys(sums).length > 0 && paidOnDelivery ? totalAmountKobo : 0,
        });
      }
      const balance = sumOf(entries.map((e) => e.amountKobo));
      // The order cards and orders CSV (less what was collected at the door) = the earnings CSV = the balance.
      expect(sumOf(views.map((v) => v.netKobo - v.collectedKobo))).toBe(balance);
      expect(sumOf(ledgerRows(entries).map((r) => (r.kind === 'cashout' ? r.amountKobo : r.netKobo)))).toBe(balance);
      // The overview's commission earned = the commission CSV's rows, one per entry.
      const all: OrderLedgerSums = {};
      for (const e of entries) addTo(all, e.reason, e.amountKobo);
      const csvRows = entries.filter((e) => (COMMISSION_EARNED_REASONS as readonly string[]).includes(e.reason));
      expect(sumOf(csvRows.map((e) => commissionEarnedOf({ [e.reason]: e.amountKobo })))).toBe(commissionEarnedOf(all));
      expect(sumOf([...byOrder.values()].map(commissionEarnedOf))).toBe(commissionEarnedOf(all));
    }
  });
});

let server: TestServer;
let admin: Agent & { userId: string };
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedIn('admin');
  const rate = { percentBp: 1250, flatKobo: 0, floorKobo: null, capKobo: null, chargeDeliveryFees: true };
  expect((await admin.request('PUT', '/api/admin/commission/platform', rate)).status).toBe(200);
  expect((await admin.request('PUT', '/api/admin/pay-on-delivery', { capKobo: 10_000_000 })).status).toBe(200);
  // Held money counts in every figure too; a hold also keeps the return window open.
  expect((await admin.request('PUT', '/api/admin/payout-holds', { holdDays: 3 })).status).toBe(200);
}, 300_000);
afterAll(async () => {
  expect(await ledgerMismatches(server.db)).toEqual([]);
  await server.close();
});

/** Kobo from a CSV's naira cell. */
const koboOf = (cell: string | undefined) => nairaToKobo(Number(cell ?? '0'));
async function csv(agent: Agent, path: string) {
  const [header, ...rows] = (await (await agent.get(path)).text()).replace(/^\uFEFF/, '').split('\r\n');
  const columns = header!.split(',');
  return rows.filter(Boolean).map((row) => {
    const cells = row.split(',');
    return Object.fromEntries(columns.map((c, i) => [c, cells[i]]));
  });
}

async function randomOrder(random: Random, shop: Shop) {
  const buyer = await server.signedIn('customer');
  const paidOnDelivery = random.next() < 0.3;
  const bearer = paidOnDelivery
    ? random.pick(['none', 'store'] as const)
    : random.pick(['none', 'store', 'platform'] as const);
  let couponCode: string | undefined;
  if (bearer !== 'none') {
    const terms = {
      code: `P${Date.now().toString(36)}${random.int(0, 1e6)}`.toUpperCase(),
      kind: 'fixed',
      amountKobo: random.int(100, 200_000),
    };
    const res =
      bearer === 'platform'
        ? await admin.post('/api/admin/coupons', { ...terms, maxUses: 100 })
        : await shop.vendor.post(`/api/stores/${shop.storeId}/coupons`, terms);
    expect(res.status, await res.clone().text()).toBe(201);
    couponCode = terms.code;
  }
  const items = shop.products
    .filter(() => random.next() < 0.6)
    .map((p) => ({ productId: p.id, quantity: random.int(1, 3) }));
  if (items.length === 0) items.push({ productId: shop.products[0]!.id, quantity: 1 });
  const res = await buyer.post('/api/checkout', {
    ...checkoutBody(items, paidOnDelivery ? 'pay_on_delivery' : 'paystack'),
    ...(couponCode ? { couponCode } : {}),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const checkout = (await res.json()) as Checkout;
  if (!paidOnDelivery) await payInSandbox(buyer, checkout.reference);
  await server.drainJobs();
  const orderId = checkout.orders[0]!.id;
  const move = async (...steps: OrderStatus[]) => {
    for (const to of steps) {
      const moved = await shop.vendor.post(`/api/vendor/orders/${orderId}/status`, { to });
      expect(moved.status, await moved.clone().text()).toBe(200);
    }
    await server.drainJobs();
  };
  const outcome = random.pick(['delivered', 'returned', 'cancelled'] as const);
  if (outcome === 'cancelled') {
    // A paid card order cancelled by the seller; an order paid at the door refused there.
    await (paidOnDelivery ? move('confirmed', 'processing', 'shipped', 'cancelled') : move('confirmed', 'cancelled'));
    return;
  }
  await move('confirmed', 'processing', 'shipped', 'delivered');
  if (outcome !== 'returned') return;
  const lines = await server.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const [order] = await server.db.select().from(orders).where(eq(orders.id, orderId));
  const returned = lines.map((l) => ({ orderItemId: l.id, quantity: random.int(1, l.quantity) }));
  const opened = await buyer.post(`/api/orders/${orderId}/return`, {
    items: returned,
    reason: 'damaged',
    comment: 'Broken',
  });
  expect(opened.status, await opened.clone().text()).toBe(201);
  const { returnId } = (await opened.json()) as { returnId: string };
  const refundKobo = random.pick([order!.totalAmountKobo, random.int(1, order!.totalAmountKobo)]);
  const accepted = await shop.vendor.post(`/api/vendor/returns/${returnId}/accept`, { refundKobo });
  expect(accepted.status, await accepted.clone().text()).toBe(200);
  await server.drainJobs();
}

type Shop = { vendor: Agent & { userId: string }; storeId: string; products: { id: string }[] };

describe('the ledger through the API: balance = entries = every export = the overview', () => {
  it(`holds over ${DB_ORDERS} seeded orders`, async () => {
    const random = prng(1129);
    const make = factories(server.db);
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId, { payOnDelivery: true });
    const products = [];
    for (let i = 0; i < 3; i++) {
      products.push(await make.product(store.id, { priceKobo: random.int(1_01, 2_000_000), stockQuantity: 1_000 }));
    }
    const shop: Shop = { vendor, storeId: store.id, products };
    for (let i = 0; i < DB_ORDERS; i++) await randomOrder(random, shop);

    const entries = await server.db
      .select({ orderId: balanceEntries.orderId, reason: balanceEntries.reason, amountKobo: balanceEntries.amountKobo })
      .from(balanceEntries);
    const entriesKobo = sumOf(entries.map((e) => e.amountKobo));
    const [profile] = await server.db
      .select({ kobo: sql<string>`(${profiles.availableBalanceKobo} + ${profiles.pendingBalanceKobo})::text` })
      .from(profiles)
      .where(eq(profiles.id, vendor.userId));
    expect(Number(profile!.kobo)).toBe(entriesKobo);

    // The order cards, less what the seller collected at the door themselves.
    const page = { orders: [] as VendorOrdersPage['orders'] };
    for (let n = 1, more = true; more; n++) {
      const next = (await (await vendor.get(`/api/vendor/orders?page=${n}`)).json()) as VendorOrdersPage;
      page.orders.push(...next.orders);
      more = next.hasMore;
    }
    expect(page.orders).toHaveLength(DB_ORDERS);
    const collected = (o: VendorOrdersPage['orders'][number]) =>
      o.money.basis === 'ledger' && o.paymentMethod === 'pay_on_delivery' ? o.totalAmountKobo : 0;
    expect(sumOf(page.orders.map((o) => o.money.netKobo - collected(o)))).toBe(entriesKobo);
    // The orders CSV says what each card says.
    const ordersCsv = await csv(vendor, '/api/vendor/orders.csv');
    for (const o of page.orders) {
      const row = ordersCsv.find((r) => r['Order ID'] === o.id);
      expect(koboOf(row?.['Net (NGN)']), o.id).toBe(o.money.netKobo);
      expect(koboOf(row?.['Commission (NGN)']), o.id).toBe(o.money.commissionKobo);
    }
    // The earnings CSV's net column sums to the balance.
    const earningsCsv = await csv(vendor, '/api/cashouts/earnings.csv');
    expect(sumOf(earningsCsv.map((r) => koboOf(r['Net (NGN)'])))).toBe(entriesKobo);

    // The overview's commission earned = the commission CSV's column = the entries' own.
    const all: OrderLedgerSums = {};
    for (const e of entries) addTo(all, e.reason, e.amountKobo);
    const overview = (await (await admin.get('/api/admin/overview')).json()) as {
      commissionKobo: number;
      daily: { commissionKobo: number }[];
    };
    const commissionCsv = await csv(admin, '/api/admin/commission.csv');
    expect(overview.commissionKobo).toBe(commissionEarnedOf(all));
    expect(sumOf(commissionCsv.map((r) => koboOf(r['Commission (NGN)'])))).toBe(overview.commissionKobo);
    expect(sumOf(overview.daily.map((d) => d.commissionKobo))).toBe(overview.commissionKobo);
  }, 900_000);
});
