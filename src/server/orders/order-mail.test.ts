import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { decodeQuotedPrintable, startTestServer, type TestServer } from '../test/harness.ts';
import { checkoutBody, payInSandbox, placeCheckout, twoStoreShop } from '../test/checkout-helpers.ts';
import { coupons, jobs, orders, orderTracking } from '../db/schema.ts';
import { formatNaira } from '../../shared/money.ts';
import type { Mailer } from '../mail/mailer.ts';
import { orderMailJob } from './queue-order-mail.ts';

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

/**
 * The subject and text of each mail to one address, read as a person does: encoded words and
 * quoted-printable undone as UTF-8, so "₦" reads as "₦".
 */
async function readMailTo(address: string): Promise<{ subject: string; text: string }[]> {
  const utf8 = (bytes: number[]) => Buffer.from(bytes).toString('utf8');
  const qpBytes = (text: string, underscoreIsSpace: boolean) => {
    const bytes: number[] = [];
    for (let i = 0; i < text.length; i++) {
      const hex = text.slice(i + 1, i + 3);
      if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else if (underscoreIsSpace && text[i] === '_') bytes.push(32);
      else bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
    return bytes;
  };
  const words = (header: string) =>
    header
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, body: string) =>
        kind.toUpperCase() === 'B' ? Buffer.from(body, 'base64').toString('utf8') : utf8(qpBytes(body, true)),
      );
  return (await server.outbox())
    .filter((eml) => eml.includes(`To: ${address}`))
    .map((eml) => {
      const [head, ...rest] = eml.split(/\r?\n\r?\n/);
      const unfolded = head!.replace(/\r?\n[ \t]+/g, ' ');
      const subject = words(/^Subject: (.*)$/m.exec(unfolded)?.[1] ?? '');
      const body = rest.join('\n\n');
      // The text part: after its part header, up to the next boundary.
      const part = /Content-Type: text\/plain[^\n]*\r?\n((?:[^\n]+\r?\n)*)\r?\n([\s\S]*?)(?:\r?\n--|$)/.exec(body);
      const [partHead, textPart] = part ? [part[1]!, part[2]!] : [head!, body];
      const text = /Content-Transfer-Encoding: base64/i.test(partHead)
        ? Buffer.from(textPart, 'base64').toString('utf8')
        : utf8(qpBytes(textPart.replace(/=\r?\n/g, ''), false));
      return { subject, text };
    });
}

describe('order e-mail (docs/product.md#mail)', () => {
  it('tells the customer their order was placed and, once paid, that the payment is confirmed; the vendor hears of the paid order', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 2 }]);
    const tracking = checkout.orders[0]!.trackingNumber;
    const placed = await mailTo(shopper.email);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toContain(`Subject: Your order ${tracking} is awaiting payment`);
    expect(placed[0]).toContain('Items: Kettle');

    await payInSandbox(shopper, checkout.reference);
    const afterPay = await mailTo(shopper.email);
    expect(afterPay.some((m) => m.includes(`Subject: Payment confirmed for order ${tracking}`))).toBe(true);
    const vendorMail = await mailTo(shop.vendor.email);
    expect(vendorMail).toHaveLength(1);
    expect(vendorMail[0]).toContain(`Subject: New paid order ${tracking}`);
    expect(vendorMail[0]).toContain('Ship to: Lagos Island, Lagos');
  });

  it('an unpaid card checkout is mailed "awaiting payment", not "being processed"', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    const tracking = checkout.orders[0]!.trackingNumber;
    const mails = await readMailTo(shopper.email);
    expect(mails.map((m) => m.subject)).toEqual([`Your order ${tracking} is awaiting payment`]);
    expect(mails[0]!.text).toContain('We have not received your payment yet.');
    expect(mails[0]!.text).not.toContain('being processed');
    // The vendor hears of a card order once it is paid, not before.
    expect(await readMailTo(shop.vendor.email)).toEqual([]);
  });

  it('a WhatsApp order: the customer is told it awaits payment on WhatsApp, and the vendor hears of it when it is placed', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.mat.id, quantity: 2 }], {
      paymentMethod: 'whatsapp',
    });
    const order = checkout.orders[0]!;
    const customerMails = await readMailTo(shopper.email);
    expect(customerMails.map((m) => m.subject)).toEqual([
      `Your order ${order.trackingNumber} is awaiting payment via WhatsApp`,
    ]);
    expect(customerMails[0]!.text).not.toContain('being processed');
    const vendorMails = await readMailTo(shop.vendor.email);
    expect(vendorMails.map((m) => m.subject)).toEqual([
      `New order ${order.trackingNumber} for ${shop.stores[1].name} awaiting WhatsApp payment`,
    ]);
    expect(vendorMails[0]!.text).toContain('Items: Prayer Mat × 2');
    expect(vendorMails[0]!.text).toContain(`Total: ${formatNaira(order.totalAmountKobo)}`);
    expect(vendorMails[0]!.text).toContain('Do not ship it until an admin confirms the payment');
  });

  it('a paid card order cancelled by its vendor: the customer hears the refund is sent, then "cancelled and refunded ₦X" once the provider has processed it', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    await payInSandbox(shopper, checkout.reference);
    await server.drainJobs();
    const order = checkout.orders[0]!;
    const total = formatNaira(order.totalAmountKobo);
    const before = (await readMailTo(shopper.email)).length;
    const res = await shop.vendor.post(`/api/vendor/orders/${order.id}/status`, { to: 'cancelled' });
    expect(res.status).toBe(200);
    const mails = (await readMailTo(shopper.email)).slice(before);
    const [row] = await server.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentStatus).toBe('refunded');
    expect(mails.map((m) => m.subject)).toEqual([
      `Your order ${order.trackingNumber} was cancelled; a refund of ${total} is on its way`,
      `Your order ${order.trackingNumber} was cancelled and refunded ${total}`,
    ]);
    expect(mails[0]!.text).toContain(`We have asked the payment provider to return ${total} to you.`);
    expect(mails[1]!.text).toContain(`The payment provider has processed your refund of ${total}.`);
    const [last] = (await server.db.select().from(orderTracking).where(eq(orderTracking.orderId, order.id))).slice(-1);
    expect([last!.status, last!.notes]).toEqual(['Refunded', 'Your payment has been returned to you']);
  });

  it('a paid WhatsApp order cancelled: the customer hears Oja will pay it back, then "cancelled and refunded ₦X" when an admin records it', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const admin = await server.signedIn('admin');
    const checkout = await placeCheckout(shopper, [{ productId: shop.mat.id, quantity: 1 }], {
      paymentMethod: 'whatsapp',
    });
    const order = checkout.orders[0]!;
    const total = formatNaira(order.totalAmountKobo);
    expect((await admin.post(`/api/orders/${order.id}/mark-paid`)).status).toBe(200);
    await server.drainJobs();
    const before = (await readMailTo(shopper.email)).length;
    expect((await shop.vendor.post(`/api/vendor/orders/${order.id}/status`, { to: 'cancelled' })).status).toBe(200);
    expect((await admin.post(`/api/admin/orders/${order.id}/mark-refunded`)).status).toBe(200);
    const mails = (await readMailTo(shopper.email)).slice(before);
    expect(mails.map((m) => m.subject)).toEqual([
      `Your order ${order.trackingNumber} was cancelled; a refund of ${total} is on its way`,
      `Your order ${order.trackingNumber} was cancelled and refunded ${total}`,
    ]);
    expect(mails[0]!.text).toContain(`Oja will pay ${total} back to you directly.`);
    expect(mails[1]!.text).toContain(`Oja has paid your refund of ${total} back to you directly.`);
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

  it("the mail about a vendor's status change is sent promptly after the change commits, with no one running the queue by hand", async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    await payInSandbox(shopper, checkout.reference);
    await server.drainJobs();
    const order = checkout.orders[0]!;
    const res = await shop.vendor.post(`/api/vendor/orders/${order.id}/status`, { to: 'confirmed' });
    expect(res.status).toBe(200);
    // Reads the outbox folder itself: server.outbox() would run the queue first. The poll of
    // main.ts is not running here, so only the wake after commit can send it.
    const outbox = path.join(server.dataDir, 'outbox');
    const confirmedMail = async () => {
      for (const file of await readdir(outbox).catch(() => [] as string[])) {
        const eml = decodeQuotedPrintable(await readFile(path.join(outbox, file), 'utf8'));
        if (eml.includes(`To: ${shopper.email}`) && eml.includes('is now confirmed')) return eml;
      }
      return undefined;
    };
    const started = Date.now();
    while (!(await confirmedMail()) && Date.now() - started < 2_000) await new Promise((r) => setTimeout(r, 20));
    expect(await confirmedMail()).toBeDefined();
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
      const mailJobs = await down.db.select().from(jobs).where(eq(jobs.kind, orderMailJob.kind));
      expect(mailJobs).toHaveLength(1);
      expect(mailJobs[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP is down' });
    } finally {
      await down.close();
    }
  });
});

describe('an order placed with a coupon (docs/product.md#coupons)', () => {
  it("the shopper's mail and the seller's say the coupon and its discount, the seller's who pays for it", async () => {
    const shop = await twoStoreShop(server);
    const code = `MAIL${Date.now()}`;
    await server.db.insert(coupons).values({ code, kind: 'percent', percentBp: 1000, maxUses: 10 });
    const shopper = await server.signedIn('customer');
    const res = await shopper.post('/api/checkout', {
      ...checkoutBody([{ productId: shop.kettle.id, quantity: 2 }]),
      couponCode: code,
    });
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    await payInSandbox(shopper, reference);
    await server.drainJobs();
    const shopperMails = await readMailTo(shopper.email);
    expect(shopperMails.some((m) => m.text.includes(`Coupon ${code}: −₦500.00`))).toBe(true);
    const vendorMails = await readMailTo(shop.vendor.email);
    expect(vendorMails.some((m) => m.text.includes(`Coupon ${code}: −₦500.00 (paid by Oja)`))).toBe(true);
  });
});
