import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { testEngine } from '../../test/test-database.ts';
import {
  ordersOf,
  paymentRow,
  payInSandbox,
  placeCheckout,
  stockOf,
  trackingOf,
  twoStoreShop,
} from '../../test/checkout-helpers.ts';
import { balanceEntries, refunds } from '../../db/schema.ts';
import { cancelCheckoutAsShopper, expireCheckout } from './settle-or-cancel.ts';

/**
 * Every path that can settle or cancel one payment, all at once. PGlite runs one
 * transaction at a time and would hide the races, so these run on PostgreSQL only (CI has it).
 */
describe.runIf(testEngine === 'postgres')('one payment, every path at once (PostgreSQL)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  async function ledgerOf(orderIds: string[]) {
    return server.db.select().from(balanceEntries).where(inArray(balanceEntries.orderId, orderIds));
  }

  async function everyPathAtOnce(reference: string, shopper: Awaited<ReturnType<TestServer['signedIn']>>) {
    const payment = await paymentRow(server, reference);
    const answers = await Promise.all([
      server.drainJobs(),
      ...Array.from({ length: 5 }, () => shopper.post(`/api/payments/${reference}/verify`, {})),
      ...Array.from({ length: 5 }, () => shopper.post(`/api/payments/${reference}/cancel`)),
      ...Array.from({ length: 5 }, () => expireCheckout(server.deps, payment.id)),
      ...Array.from({ length: 5 }, () => cancelCheckoutAsShopper(server.deps, payment.id)),
    ]);
    await server.drainJobs();
    // No path answers a server error, whichever order the database ran them in.
    for (const answer of answers) {
      if (answer instanceof Response) expect(answer.status).toBeLessThan(500);
    }
  }

  it('a paid checkout met by its webhook, verifies, the expiry and cancels at once is settled once: stock taken once, no refund, ledger untouched', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [
      { productId: shop.kettle.id, quantity: 2 },
      { productId: shop.mat.id, quantity: 3 },
    ]);
    await payInSandbox(shopper, checkout.reference);

    await everyPathAtOnce(checkout.reference, shopper);

    expect((await paymentRow(server, checkout.reference)).status).toBe('completed');
    expect(await stockOf(server, shop.kettle.id)).toBe(8);
    expect(await stockOf(server, shop.mat.id)).toBe(7);
    const placed = await ordersOf(server, checkout.reference);
    expect(placed.map((o) => [o.status, o.paymentStatus])).toEqual([
      ['pending', 'completed'],
      ['pending', 'completed'],
    ]);
    for (const order of placed) {
      expect((await trackingOf(server, order.id)).map((t) => t.status)).toEqual(['Order Placed', 'Payment received']);
    }
    const payment = await paymentRow(server, checkout.reference);
    expect(await server.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toEqual([]);
    // The vendors are credited on delivery, never on payment.
    expect(await ledgerOf(placed.map((o) => o.id))).toEqual([]);
  });

  it('an unpaid checkout met by verifies, the expiry and cancels at once is cancelled once and its stock returned once', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [
      { productId: shop.kettle.id, quantity: 2 },
      { productId: shop.mat.id, quantity: 3 },
    ]);

    await everyPathAtOnce(checkout.reference, shopper);

    expect((await paymentRow(server, checkout.reference)).status).toBe('cancelled');
    expect(await stockOf(server, shop.kettle.id)).toBe(10);
    expect(await stockOf(server, shop.mat.id)).toBe(10);
    for (const order of await ordersOf(server, checkout.reference)) {
      expect((await trackingOf(server, order.id)).map((t) => t.status)).toEqual(['Order Placed', 'cancelled']);
    }
  });

  it('a payment arriving while the shopper cancels and the expiry runs ends paid with its stock taken once (revived when the cancel came first), never cancelled with the money kept', async () => {
    for (let round = 0; round < 10; round++) {
      const shop = await twoStoreShop(server);
      const shopper = await server.signedIn('customer');
      const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 4 }]);
      const payment = await paymentRow(server, checkout.reference);
      const answers = await Promise.all([
        // The payment lands a little before, with, or a little after the cancel, round by round.
        new Promise((resolve) => setTimeout(resolve, (round % 3) * 15)).then(() =>
          shopper.post(`/api/payments/sandbox/${checkout.reference}/pay`),
        ),
        shopper.post(`/api/payments/${checkout.reference}/cancel`),
        expireCheckout(server.deps, payment.id),
        shopper.post(`/api/payments/${checkout.reference}/verify`, {}),
      ]);
      await server.drainJobs();
      for (const answer of answers) {
        if (answer instanceof Response) expect(answer.status).toBeLessThan(500);
      }

      const after = await paymentRow(server, checkout.reference);
      const [order] = await ordersOf(server, checkout.reference);
      const charged = (answers[0] as Response).status === 200;
      const refunded = await server.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
      if (!charged) {
        // The cancel won before any money: nothing to refund, the stock is back.
        expect([after.status, order!.status, await stockOf(server, shop.kettle.id), refunded]).toEqual([
          'cancelled',
          'cancelled',
          10,
          [],
        ]);
      } else if (after.status === 'completed') {
        expect([order!.status, order!.paymentStatus, await stockOf(server, shop.kettle.id), refunded]).toEqual([
          'pending',
          'completed',
          6,
          [],
        ]);
      } else {
        // Paid after its stock went back and was revived or refunded: never neither, never both.
        expect(after.status).toBe('refunded');
        expect(refunded.map((r) => [r.status, r.amountKobo])).toEqual([['processed', after.amountKobo]]);
        expect(order!.status).toBe('cancelled');
        expect(await stockOf(server, shop.kettle.id)).toBe(10);
      }
    }
  });

  it('two admins marking the two orders of a WhatsApp checkout at once complete its payment, every time', async () => {
    const admins = await Promise.all([server.signedIn('admin'), server.signedIn('admin')]);
    for (let round = 0; round < 20; round++) {
      const shop = await twoStoreShop(server);
      const shopper = await server.signedIn('customer');
      const checkout = await placeCheckout(
        shopper,
        [
          { productId: shop.kettle.id, quantity: 1 },
          { productId: shop.mat.id, quantity: 1 },
        ],
        { paymentMethod: 'whatsapp' },
      );
      const [first, second] = await ordersOf(server, checkout.reference);
      const answers = await Promise.all([
        admins[0]!.post(`/api/orders/${first!.id}/mark-paid`),
        admins[1]!.post(`/api/orders/${second!.id}/mark-paid`),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect((await paymentRow(server, checkout.reference)).status).toBe('completed');
    }
  });

  it('an admin marking a WhatsApp order paid while the shopper cancels never deadlocks: each order ends paid with its stock, or cancelled with its stock back', async () => {
    const admin = await server.signedIn('admin');
    for (let round = 0; round < 20; round++) {
      const shop = await twoStoreShop(server);
      const shopper = await server.signedIn('customer');
      const checkout = await placeCheckout(
        shopper,
        [
          { productId: shop.kettle.id, quantity: 2 },
          { productId: shop.mat.id, quantity: 3 },
        ],
        { paymentMethod: 'whatsapp' },
      );
      const [kettleOrder] = await ordersOf(server, checkout.reference);
      const [markPaid, cancel] = await Promise.all([
        admin.post(`/api/orders/${kettleOrder!.id}/mark-paid`),
        shopper.post(`/api/payments/${checkout.reference}/cancel`),
      ]);
      expect([200, 409]).toContain(markPaid.status);
      expect(cancel.status).toBe(200);

      const placed = await ordersOf(server, checkout.reference);
      const stock = { [shop.kettle.id]: 10, [shop.mat.id]: 10 };
      for (const order of placed) {
        const productId = order.storeId === shop.stores[0].id ? shop.kettle.id : shop.mat.id;
        const units = productId === shop.kettle.id ? 2 : 3;
        if (order.status === 'cancelled') expect(order.paymentStatus).toBe('cancelled');
        else stock[productId] = 10 - units;
      }
      expect(await stockOf(server, shop.kettle.id)).toBe(stock[shop.kettle.id]);
      expect(await stockOf(server, shop.mat.id)).toBe(stock[shop.mat.id]);
      // Whatever won, the one mark-paid that answered 200 left its order paid.
      if (markPaid.status === 200) {
        expect(placed.find((o) => o.id === kettleOrder!.id)!.paymentStatus).toBe('completed');
      }
      const unsettled = await server.db.execute(
        sql`select count(*)::int as n from orders where payment_id = ${placed[0]!.paymentId} and payment_status = 'pending'`,
      );
      expect(unsettled.rows[0]).toEqual({ n: 0 });
    }
  });
});
