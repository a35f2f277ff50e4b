import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import {
  ordersOf,
  paymentRow,
  payInSandbox,
  placeCheckout,
  stockOf,
  trackingOf,
  twoStoreShop,
} from '../../test/checkout-helpers.ts';
import { jobs } from '../../db/schema.ts';
import { expireCheckoutJob } from './settle-or-cancel.ts';

/**
 * Unpaid checkouts expire on a schedule kept in the database (the jobs table), so it survives a
 * restart, and a job is claimed by one process only (`for update skip locked`).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function expiryJobOf(on: TestServer, reference: string) {
  const payment = await paymentRow(on, reference);
  const [job] = await on.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, expireCheckoutJob.kind), sql`${jobs.payload}->>'paymentId' = ${payment.id}`));
  return job!;
}

/** Time passes: the expiry job becomes due now. */
async function makeDue(on: TestServer, reference: string) {
  const job = await expiryJobOf(on, reference);
  await on.db
    .update(jobs)
    .set({ runAfter: sql`now() - interval '1 second'` })
    .where(eq(jobs.id, job.id));
}

describe('checkout expiry', () => {
  it('an unpaid card checkout is due 30 minutes after it was placed, a WhatsApp one after 48 hours', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const card = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    const whatsapp = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }], {
      paymentMethod: 'whatsapp',
    });
    const minutes = async (reference: string) => {
      const job = await expiryJobOf(server, reference);
      return Math.round((job.runAfter.getTime() - job.createdAt.getTime()) / 60_000);
    };
    expect(await minutes(card.reference)).toBe(30);
    expect(await minutes(whatsapp.reference)).toBe(48 * 60);
  });

  it('when it is due, the orders are cancelled with a tracking entry and their stock returns', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [
      { productId: shop.kettle.id, quantity: 4 },
      { productId: shop.mat.id, quantity: 1 },
    ]);
    await makeDue(server, checkout.reference);
    await server.drainJobs();
    expect((await paymentRow(server, checkout.reference)).status).toBe('cancelled');
    for (const order of await ordersOf(server, checkout.reference)) {
      expect(order.status).toBe('cancelled');
      expect((await trackingOf(server, order.id)).map((t) => [t.status, t.notes])).toEqual([
        ['Order Placed', 'Your order has been received and is being processed'],
        ['cancelled', 'Payment was not completed in time, so the order was cancelled'],
      ]);
    }
    expect(await stockOf(server, shop.kettle.id)).toBe(10);
    expect(await stockOf(server, shop.mat.id)).toBe(10);
  });

  it('a paid checkout does not expire', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 2 }]);
    await payInSandbox(shopper, checkout.reference);
    await server.drainJobs();
    await makeDue(server, checkout.reference);
    await server.drainJobs();
    expect((await paymentRow(server, checkout.reference)).status).toBe('completed');
    expect(await stockOf(server, shop.kettle.id)).toBe(8);
  });

  it('fires after a restart: a new process on the same database finds the schedule and runs it', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 3 }]);
    server.deps.jobs.stop();
    const restarted = await startTestServer({ sameDatabaseAs: server });
    try {
      await makeDue(restarted, checkout.reference);
      await restarted.drainJobs();
      expect((await paymentRow(restarted, checkout.reference)).status).toBe('cancelled');
      expect(await stockOf(restarted, shop.kettle.id)).toBe(10);
    } finally {
      await restarted.close();
    }
  });

  it('runs once when two app processes share the database', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkouts = [];
    for (let i = 0; i < 5; i++)
      checkouts.push(await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 2 }]));
    expect(await stockOf(server, shop.kettle.id)).toBe(0);
    const second = await startTestServer({ sameDatabaseAs: server });
    try {
      for (const checkout of checkouts) await makeDue(server, checkout.reference);
      await Promise.all([server.drainJobs(), second.drainJobs(), server.drainJobs(), second.drainJobs()]);
      expect(await stockOf(server, shop.kettle.id)).toBe(10);
      for (const checkout of checkouts) {
        const [order] = await ordersOf(server, checkout.reference);
        expect((await trackingOf(server, order!.id)).map((t) => t.status)).toEqual(['Order Placed', 'cancelled']);
        expect((await expiryJobOf(server, checkout.reference)).attempts).toBe(1);
      }
    } finally {
      await second.close();
    }
  });
});
