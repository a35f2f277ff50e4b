import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { testEngine } from '../../test/test-database.ts';
import {
  checkoutBody,
  ordersOf,
  paymentRow,
  payInSandbox,
  placeCheckout,
  stockOf,
  trackingOf,
  twoStoreShop,
} from '../../test/checkout-helpers.ts';
import { orderItems, orders, payments } from '../../db/schema.ts';
import { dressShop, variantStock } from '../../test/variant-helpers.ts';
import { settlePayment } from '../settle-payment/settle-payment.ts';

/**
 * Races need real concurrency: PGlite runs one transaction at a time and would hide them, so these
 * run on PostgreSQL only (CI always has it).
 */
describe.runIf(testEngine === 'postgres')('checkout under concurrency (PostgreSQL)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('200 checkouts racing for the last 10 units sell exactly 10, stock ends at 0, and no half-written order exists', async () => {
    const shop = await twoStoreShop(server, { kettle: 10, mat: 1000 });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => server.signedIn('customer')));
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        shoppers[i % shoppers.length]!.post(
          '/api/checkout',
          checkoutBody([
            { productId: shop.mat.id, quantity: 1 },
            { productId: shop.kettle.id, quantity: 1 },
          ]),
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(190);
    expect(await stockOf(server, shop.kettle.id)).toBe(0);
    expect(await stockOf(server, shop.mat.id)).toBe(990);
    const sold = await server.db
      .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.productId, shop.kettle.id));
    expect(sold[0]!.units).toBe(10);
    // Every payment has its orders, and every order its items: nothing half-written.
    const orphans = await server.db.execute(sql`
      select (select count(*) from payments p where not exists (select 1 from orders o where o.payment_id = p.id))::int as payments_without_orders,
             (select count(*) from orders o where not exists (select 1 from order_items i where i.order_id = o.id))::int as orders_without_items`);
    expect(orphans.rows[0]).toEqual({ payments_without_orders: 0, orders_without_items: 0 });
  });

  it('carts holding the same two products in opposite orders race without a deadlock, and neither product is oversold', async () => {
    const shop = await twoStoreShop(server, { kettle: 30, mat: 30 });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => server.signedIn('customer')));
    const kettle = { productId: shop.kettle.id, quantity: 1 };
    const mat = { productId: shop.mat.id, quantity: 1 };
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        shoppers[i % shoppers.length]!.post('/api/checkout', checkoutBody(i % 2 ? [kettle, mat] : [mat, kettle])),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30);
    expect(await stockOf(server, shop.kettle.id)).toBe(0);
    expect(await stockOf(server, shop.mat.id)).toBe(0);
  });

  it('checkouts holding two variants of one product race those holding one: no deadlock, no variant oversold', async () => {
    // 3 of each size and colour. Half the carts hold M·Black and M·Red together, half M·Red alone, in
    // both line orders, while other carts cancel: every path locks the product row first.
    const shop = await dressShop(server, 3);
    const black = shop.variant('Size M · Black');
    const red = shop.variant('Size M · Red');
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => server.signedIn('customer')));
    const pair = [
      { productId: shop.dress.id, quantity: 1, variantId: black.id },
      { productId: shop.dress.id, quantity: 1, variantId: red.id },
    ];
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        shoppers[i % shoppers.length]!.post(
          '/api/checkout',
          checkoutBody(i % 3 === 0 ? pair : i % 3 === 1 ? [...pair].reverse() : [pair[1]!]),
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    // Red runs out first (it is in every cart): 3 checkouts of any kind win, the rest are 409s.
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(57);
    expect(await variantStock(server, red.id)).toBe(0);
    const soldBlack = await server.db
      .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.variantId, black.id));
    expect(await variantStock(server, black.id)).toBe(3 - soldBlack[0]!.units);
    // The product still holds exactly its variants' sum: 18 less what was sold.
    const sold = await server.db
      .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.productId, shop.dress.id));
    expect(await stockOf(server, shop.dress.id)).toBe(18 - sold[0]!.units);
  });

  it('20 checkouts for the last unit of a variant, racing cancels that return another: one sells', async () => {
    const shop = await dressShop(server, 1);
    const black = shop.variant('Size M · Black');
    const red = shop.variant('Size M · Red');
    const holders = await Promise.all(Array.from({ length: 1 }, () => server.signedIn('customer')));
    const held = await placeCheckout(holders[0]!, [{ productId: shop.dress.id, quantity: 1, variantId: red.id }]);
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => server.signedIn('customer')));
    const [cancel, ...results] = await Promise.all([
      holders[0]!.post(`/api/payments/${held.reference}/cancel`),
      ...shoppers.map((shopper) =>
        shopper.post('/api/checkout', checkoutBody([{ productId: shop.dress.id, quantity: 1, variantId: black.id }])),
      ),
    ]);
    expect(cancel!.status).toBe(200);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await variantStock(server, black.id)).toBe(0);
    expect(await variantStock(server, red.id)).toBe(1);
    expect(await stockOf(server, shop.dress.id)).toBe(5);
  });

  it('a webhook and a verify for the same payment race: one settlement', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [
      { productId: shop.kettle.id, quantity: 1 },
      { productId: shop.mat.id, quantity: 1 },
    ]);
    await payInSandbox(shopper, checkout.reference);
    await Promise.all([
      server.drainJobs(),
      ...Array.from({ length: 10 }, () => shopper.post(`/api/payments/${checkout.reference}/verify`, {})),
      ...Array.from({ length: 10 }, () => settlePayment(server.deps, checkout.reference)),
    ]);
    expect((await paymentRow(server, checkout.reference)).status).toBe('completed');
    for (const order of await ordersOf(server, checkout.reference)) {
      expect((await trackingOf(server, order.id)).map((t) => t.status)).toEqual(['Order Placed', 'Payment received']);
    }
  });

  it('50 concurrent cancels of one checkout return the stock once', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [
      { productId: shop.kettle.id, quantity: 3 },
      { productId: shop.mat.id, quantity: 2 },
    ]);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => shopper.post(`/api/payments/${checkout.reference}/cancel`)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await stockOf(server, shop.kettle.id)).toBe(10);
    expect(await stockOf(server, shop.mat.id)).toBe(10);
    for (const order of await ordersOf(server, checkout.reference)) {
      expect((await trackingOf(server, order.id)).map((t) => t.status)).toEqual(['Order Placed', 'cancelled']);
    }
  });

  it('a late success racing a second late success revives the orders once', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 4 }]);
    await shopper.post(`/api/payments/${checkout.reference}/cancel`);
    await payInSandbox(shopper, checkout.reference);
    await Promise.all(Array.from({ length: 10 }, () => settlePayment(server.deps, checkout.reference)));
    expect(await stockOf(server, shop.kettle.id)).toBe(6);
    const [payment] = await server.db.select().from(payments).where(eq(payments.reference, checkout.reference));
    expect(payment!.status).toBe('completed');
    const rows = await server.db.select().from(orders).where(eq(orders.paymentId, payment!.id));
    expect(rows.map((o) => [o.status, o.paymentStatus])).toEqual([['pending', 'completed']]);
  });
});
