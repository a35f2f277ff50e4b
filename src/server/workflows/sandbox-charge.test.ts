import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { paymentRow, placeCheckout, stockOf, twoStoreShop } from '../test/checkout-helpers.ts';
import { sandboxTransactions } from '../db/schema.ts';
import { DELIVER_SANDBOX_WEBHOOK_JOB } from '../payments/pay-with-sandbox.ts';
import { expireCheckout } from './settle-or-cancel.ts';

/**
 * Issue 16, item 13: a kill between the sandbox's charge and its queued webhook left money taken
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
        if new.kind = ${sql.raw(`'${DELIVER_SANDBOX_WEBHOOK_JOB}'`)} then raise exception 'crash before the webhook'; end if;
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
});
