import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeQuotedPrintable, startTestServer, type TestServer } from '../test/harness.ts';
import { payInSandbox, placeCheckout, twoStoreShop } from '../test/checkout-helpers.ts';
import { jobs, orders } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { ORDER_MAIL_JOB } from './queue-order-mail.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The mails in the outbox sent to one address, decoded. */
async function mailTo(address: string) {
  return (await server.outbox()).map(decodeQuotedPrintable).filter((eml) => eml.includes(`To: ${address}`));
}

describe('order e-mail (decision 17)', () => {
  it('tells the customer their order was placed and, once paid, that the payment is confirmed; the vendor hears of the paid order', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 2 }]);
    const tracking = checkout.orders[0]!.trackingNumber;
    const placed = await mailTo(shopper.email);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toContain(`Subject: We received your order ${tracking}`);
    expect(placed[0]).toContain('Items: Kettle');

    await payInSandbox(shopper, checkout.reference);
    const afterPay = await mailTo(shopper.email);
    expect(afterPay.some((m) => m.includes(`Subject: Payment confirmed for order ${tracking}`))).toBe(true);
    const vendorMail = await mailTo(shop.vendor.email);
    expect(vendorMail).toHaveLength(1);
    expect(vendorMail[0]).toContain(`Subject: New paid order ${tracking}`);
    expect(vendorMail[0]).toContain('Ship to: Lagos Island, Lagos');
  });

  it('tells the customer when their order ships, with the location and the tracking number', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    await payInSandbox(shopper, checkout.reference);
    await server.drainJobs();
    const orderId = checkout.orders[0]!.id;
    for (const body of [{ to: 'confirmed' }, { to: 'processing' }, { to: 'shipped', location: 'Ikeja sorting hub' }]) {
      const res = await shop.vendor.post(`/api/vendor/orders/${orderId}/status`, body);
      expect(res.status).toBe(200);
    }
    const shipped = (await mailTo(shopper.email)).find((m) => m.includes('has shipped'));
    expect(shipped).toBeDefined();
    expect(shipped).toContain('Location: Ikeja sorting hub');
    expect(shipped).toContain(`Tracking number: ${checkout.orders[0]!.trackingNumber}`);
  });

  it('a mail that cannot be sent never undoes the order: the job waits for a retry', async () => {
    const failing: Mailer = {
      send: async () => {
        throw new Error('SMTP is down');
      },
    } as unknown as Mailer;
    const down = await startTestServer({ mailer: failing });
    try {
      const shop = await twoStoreShop(down);
      const checkout = await placeCheckout(await down.signedIn('customer'), [
        { productId: shop.kettle.id, quantity: 1 },
      ]);
      await down.drainJobs();
      const [order] = await down.db.select().from(orders).where(eq(orders.id, checkout.orders[0]!.id));
      expect(order!.status).toBe('pending');
      const mailJobs = await down.db.select().from(jobs).where(eq(jobs.kind, ORDER_MAIL_JOB));
      expect(mailJobs).toHaveLength(1);
      expect(mailJobs[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP is down' });
    } finally {
      await down.close();
    }
  });
});
