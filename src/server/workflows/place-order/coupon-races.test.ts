import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { testEngine } from '../../test/test-database.ts';
import { checkoutBody, payInSandbox, stockOf, twoStoreShop } from '../../test/checkout-helpers.ts';
import { couponRedemptions, coupons, orders } from '../../db/schema.ts';

/**
 * Mirrors checkout-races.test.ts for coupons (docs/product.md#coupons): the last use of a coupon
 * goes to exactly one of many checkouts racing for it. PostgreSQL only: PGlite serialises.
 */
describe.runIf(testEngine === 'postgres')('coupons under concurrency (PostgreSQL)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('a coupon with 1 use left and 20 concurrent checkouts by different shoppers: exactly one order carries the discount', async () => {
    const shop = await twoStoreShop(server, { kettle: 100, mat: 100 });
    const [coupon] = await server.db
      .insert(coupons)
      .values({ code: `LAST${Date.now()}`, kind: 'percent', percentBp: 1000, maxUses: 5, uses: 4 })
      .returning();
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => server.signedIn('customer')));
    const results = await Promise.all(
      shoppers.map((shopper) =>
        shopper.post('/api/checkout', {
          ...checkoutBody([
            { productId: shop.mat.id, quantity: 1 },
            { productId: shop.kettle.id, quantity: 1 },
          ]),
          couponCode: coupon!.code,
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const res of results.filter((r) => r.status === 409)) {
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe('This coupon has been used up');
    }
    const [row] = await server.db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, coupon!.id));
    expect(row!.uses).toBe(5);
    const discounted = await server.db
      .select({ n: sql<number>`count(distinct ${orders.paymentId})::int` })
      .from(orders)
      .where(eq(orders.couponCode, coupon!.code));
    expect(discounted[0]!.n).toBe(1);
    expect(
      await server.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon!.id)),
    ).toHaveLength(1);
    // The refused checkouts took no stock either.
    expect(await stockOf(server, shop.kettle.id)).toBe(99);
    expect(await stockOf(server, shop.mat.id)).toBe(99);
  });

  it('one shopper with a once-per-customer coupon and 10 checkouts at once: one gets it, the rest are told they used it', async () => {
    const shop = await twoStoreShop(server, { kettle: 100, mat: 100 });
    const [coupon] = await server.db
      .insert(coupons)
      .values({ code: `ONCE${Date.now()}`, kind: 'fixed', amountKobo: 10_000, maxUses: 100, maxUsesPerCustomer: 1 })
      .returning();
    const shopper = await server.signedIn('customer');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        shopper.post('/api/checkout', {
          ...checkoutBody([{ productId: shop.kettle.id, quantity: 1 }]),
          couponCode: coupon!.code,
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    for (const res of results.filter((r) => r.status === 409)) {
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        'You have already used this coupon',
      );
    }
    const [row] = await server.db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, coupon!.id));
    expect(row!.uses).toBe(1);
  });

  it('10 late payments of cancelled checkouts racing for the last 3 uses: exactly 3 revive, 7 are refunded in full, uses never pass 3', async () => {
    const shop = await twoStoreShop(server, { kettle: 100, mat: 100 });
    const [coupon] = await server.db
      .insert(coupons)
      .values({ code: `LATE${Date.now()}`, kind: 'fixed', amountKobo: 10_000, maxUses: 3 })
      .returning();
    // Each checks out with the coupon and cancels in turn, so every one held a use once and gave it back.
    const late: { shopper: Awaited<ReturnType<TestServer['signedIn']>>; reference: string }[] = [];
    for (let i = 0; i < 10; i++) {
      const shopper = await server.signedIn('customer');
      const res = await shopper.post('/api/checkout', {
        ...checkoutBody([{ productId: shop.kettle.id, quantity: 1 }]),
        couponCode: coupon!.code,
      });
      expect(res.status).toBe(201);
      const { reference } = (await res.json()) as { reference: string };
      expect((await shopper.post(`/api/payments/${reference}/cancel`)).status).toBe(200);
      late.push({ shopper, reference });
    }
    for (const { shopper, reference } of late) await payInSandbox(shopper, reference);
    const outcomes = await Promise.all(
      late.map(
        async ({ shopper, reference }) =>
          ((await (await shopper.post(`/api/payments/${reference}/verify`, {})).json()) as { status: string }).status,
      ),
    );
    expect(outcomes.filter((o) => o === 'completed')).toHaveLength(3);
    expect(outcomes.filter((o) => o === 'refund_pending')).toHaveLength(7);
    const [row] = await server.db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, coupon!.id));
    expect(row!.uses).toBe(3);
    const live = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(couponRedemptions)
      .where(sql`${couponRedemptions.couponId} = ${coupon!.id} and ${couponRedemptions.releasedAt} is null`);
    expect(live[0]!.n).toBe(3);
    // The refunded checkouts' stock stayed on the shelf: 3 kettles sold.
    expect(await stockOf(server, shop.kettle.id)).toBe(97);
  });
});
