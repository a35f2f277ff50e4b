import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { errorOf, startTestServer, type TestServer } from '../../test/harness.ts';
import { paymentRow, placeCheckout, stockOf, twoStoreShop } from '../../test/checkout-helpers.ts';
import { jobs, paymentIssues, sandboxTransactions } from '../../db/schema.ts';
import { SANDBOX_UNDERPAY_KOBO } from '../../payments/providers/sandbox.ts';
import { deliverSandboxWebhookJob, sandboxTransferArrivesJob } from '../../payments/pay-with-sandbox.ts';
import { expireCheckout } from './settle-or-cancel.ts';

/**
 * A kill between the sandbox's charge and its queued webhook left money taken
 * with a cancelled order. Both guards are tested: the two are written together or not at all, and
 * should a charge ever be left without its webhook, the expiry asks the sandbox before it cancels.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('the sandbox charge', () => {
  it('is not kept when its webhook cannot be queued: no money taken, the checkout still payable', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    // The process dies after the charge, before the webhook is queued: here the queue refuses it.
    await server.db.execute(sql`
      create or replace function refuse_sandbox_webhook() returns trigger language plpgsql as $$
      begin
        if new.kind = ${sql.raw(`'${deliverSandboxWebhookJob.kind}'`)} then raise exception 'crash before the webhook'; end if;
        return new;
      end $$`);
    await server.db.execute(
      sql`create trigger refuse_sandbox_webhook before insert on jobs for each row execute function refuse_sandbox_webhook()`,
    );
    try {
      const pay = await shopper.post(`/api/payments/sandbox/${checkout.reference}/pay`);
      expect(pay.status).toBe(500);
    } finally {
      await server.db.execute(sql`drop trigger refuse_sandbox_webhook on jobs`);
    }
    const charged = await server.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.reference, checkout.reference));
    expect(charged).toEqual([]);
    expect((await paymentRow(server, checkout.reference)).status).toBe('pending');

    const again = await shopper.post(`/api/payments/sandbox/${checkout.reference}/pay`);
    expect(again.status).toBe(200);
  });

  it('left without its webhook is settled by the expiry, not cancelled', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 2 }]);
    const payment = await paymentRow(server, checkout.reference);
    // What a crash between two separate commits left behind: the money taken, no webhook queued.
    await server.db
      .insert(sandboxTransactions)
      .values({ reference: checkout.reference, amountKobo: payment.amountKobo, status: 'success' });

    await expireCheckout(server.deps, payment.id);

    expect((await paymentRow(server, checkout.reference)).status).toBe('completed');
    expect(await stockOf(server, shop.kettle.id)).toBe(8);
  });

  it('by bank transfer keeps the checkout waiting, its stock reserved, until the transfer arrives and settles it', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 2 }]);
    expect((await shopper.post(`/api/payments/sandbox/${checkout.reference}/pay?way=transfer`)).status).toBe(200);
    // The popup reports a transfer as a close, as Paystack's does: the server asks first.
    const cancel = await shopper.post(`/api/payments/${checkout.reference}/cancel`);
    expect(await cancel.json()).toMatchObject({ status: 'pending', waiting: true });
    expect(await stockOf(server, shop.kettle.id)).toBe(8);

    await server.db.update(jobs).set({ runAfter: new Date() }).where(eq(jobs.kind, sandboxTransferArrivesJob.kind));
    await server.drainJobs();

    expect((await paymentRow(server, checkout.reference)).status).toBe('completed');
    expect(await stockOf(server, shop.kettle.id)).toBe(8);
  });

  it('₦100 short is refused as a mismatch and put on the Needs attention list', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    expect((await shopper.post(`/api/payments/sandbox/${checkout.reference}/pay?way=underpay`)).status).toBe(200);
    const verify = await shopper.post(`/api/payments/${checkout.reference}/verify`, {});
    expect(verify.status).toBe(409);
    const payment = await paymentRow(server, checkout.reference);
    expect(payment.status).toBe('pending');
    const issues = await server.db.select().from(paymentIssues).where(eq(paymentIssues.paymentId, payment.id));
    expect(issues.map((i) => [i.kind, i.reportedAmountKobo])).toEqual([
      ['amount_mismatch', payment.amountKobo - SANDBOX_UNDERPAY_KOBO],
    ]);
  });

  it('refuses a way it does not know, naming it', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    const res = await shopper.post(`/api/payments/sandbox/${checkout.reference}/pay?way=cheque`);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ way: 'way must be card, transfer or underpay' });
  });
});
