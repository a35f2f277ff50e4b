import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test as base, expect, usePageAs } from './fixtures.ts';
import { desktop } from './support/viewports.ts';
import { messages } from '../src/shared/messages.ts';
import { formatNaira } from '../src/shared/money.ts';
import { createFakePaystack, type FakePaystack } from '../src/server/test/providers/fake-paystack.ts';
import type { RunningFake } from '../src/server/test/providers/fake-http-server.ts';
import { Factory } from './support/factory.ts';
import { ordersOf } from './support/checkout.ts';
import { orderCard, placeOrder } from './support/orders-api.ts';
import { signInOwnServerAdmin, startOwnServer, type OwnServer } from './support/own-server.ts';

const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/**
 * A refund Paystack holds as needs-attention (docs/product.md#refunds, decision 0014), the way an
 * admin meets it: a ₦2,400 card payment Paystack reports as ₦2,300 waits on Needs attention; the
 * admin refunds it; Paystack answers needs-attention (its signed event); Needs attention shows the
 * refund with the documented way on, never a second Refund; the admin types the customer's
 * account number and picks the bank; Paystack's retry puts it back to processing; once Paystack
 * processes it, the customer's order reads Refunded with when to expect the money.
 *
 * Paystack here is the fake written from Paystack's documents, so the journey runs a server of its
 * own whose Paystack keys point at it (the shared e2e server uses the sandbox).
 */
type OwnFixtures = {
  own: { server: OwnServer; admin: APIRequestContext; paystack: FakePaystack; fake: RunningFake };
};

const test = base.extend<object, OwnFixtures>({
  own: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const paystack = createFakePaystack();
      const fake = await paystack.start();
      const server = await startOwnServer({
        name: 'refunds',
        env: {
          PAYSTACK_SECRET_KEY: paystack.secretKey,
          PAYSTACK_PUBLIC_KEY: 'pk_test_fake_oja',
          PAYSTACK_BASE_URL: fake.baseUrl,
        },
      });
      const admin = await signInOwnServerAdmin(server);
      await use({ server, admin, paystack, fake });
      await admin.dispose();
      await server.stop();
      await server.dispose();
      await fake.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ own }, use) => {
    await use(own.server.baseURL);
  },
});

test.describe.configure({ mode: 'default' });

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an admin sends a needs-attention refund to the customer’s account, and the customer’s order then reads refunded', async ({
      page,
      clientIp,
      own: { server, admin, paystack },
    }) => {
      test.setTimeout(180_000);
      const asked = paystack.requests.length;
      const make = new Factory(server.baseURL, { 'X-Forwarded-For': clientIp }, admin);
      const shop = await make.vendorWithStore({ fullName: 'Bisi Refunds' });
      // ₦900 + the Lagos delivery fee of ₦1,500: a ₦2,400 charge.
      const lamp = await make.product(shop.api, shop.store.id, { priceKobo: 90_000, stockQuantity: 5 });
      const buyer = await make.signIn(await make.customer('Chidi Refund'));
      const checkout = await placeOrder(buyer, [{ productId: lamp.id, quantity: 1 }], 'paystack');
      paystack.setAmount(checkout.reference, 230_000);
      paystack.pay(checkout.reference);
      const verified = await buyer.post(`/api/payments/${checkout.reference}/verify`, { data: {} });
      expect(verified.status()).toBe(409);
      const refunded = formatNaira(230_000);
      const webhook = `${server.baseURL}/api/payments/webhooks/paystack`;
      const cards = page.getByTestId('payment-issue').filter({ hasText: checkout.reference });

      await test.step('the admin refunds the payment Paystack reported short', async () => {
        await usePageAs(page, admin);
        await page.goto('/admin?tab=needs-attention');
        const mismatch = cards.filter({ has: page.getByRole('heading', { name: 'Amount does not match' }) });
        await mismatch.getByRole('button', { name: /^Refund/ }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Refund' }).click();
        await expect(mismatch.getByText(`Refund pending · ${refunded}`)).toBeVisible();
      });

      const held = cards.filter({
        has: page.getByRole('heading', { name: 'Refund needs the customer’s bank account' }),
      });
      await test.step('Paystack holds the refund as needs-attention: no second Refund is offered', async () => {
        const response = await paystack.postWebhook(
          webhook,
          paystack.settleRefund(checkout.reference, 'needs-attention'),
        );
        expect(response.status).toBe(200);
        await expect(async () => {
          await page.reload();
          await expect(held).toBeVisible({ timeout: 1_000 });
        }).toPass();
        await expect(held.getByText(`Needs bank account · ${refunded}`)).toBeVisible();
        await expect(held.getByText(messages.paymentIssues.refundNeedsAttentionDetail)).toBeVisible();
        await expect(held.getByRole('button', { name: /^Refund/ })).toHaveCount(0);
        await page.screenshot({
          path: path.join(shots, `refunds-needs-attention-${viewport.width}.png`),
          fullPage: true,
        });
      });

      await test.step('the admin types the customer’s account and picks the bank; the refund is processing', async () => {
        await held.getByRole('button', { name: /^Send to customer’s account/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Send the refund to the customer’s bank account' });
        await dialog.getByRole('button', { name: 'Send refund' }).click();
        await expect(dialog.getByText(messages.paymentIssues.accountNumberInvalid)).toBeVisible();
        await dialog.getByLabel('Customer’s bank').selectOption({ label: 'Guaranty Trust Bank (GTBank)' });
        await dialog.getByLabel('Customer’s account number').fill('0123456789');
        await page.screenshot({ path: path.join(shots, `refunds-account-dialog-${viewport.width}.png`) });
        await dialog.getByRole('button', { name: 'Send refund' }).click();
        await expect(toast(page, messages.paymentIssues.refundRetried)).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect(held.getByText(`Refund processing · ${refunded}`)).toBeVisible();
        await expect(held.getByRole('button', { name: /^Send to customer’s account/ })).toHaveCount(0);
        const retry = paystack.requests
          .slice(asked)
          .filter((r) => r.path.startsWith('/refund/retry_with_customer_details/'));
        expect(retry.map((r) => r.body)).toEqual([
          { refund_account_details: { currency: 'NGN', account_number: '0123456789', bank_id: '202' } },
        ]);
        await page.screenshot({ path: path.join(shots, `refunds-processing-${viewport.width}.png`), fullPage: true });
      });

      await test.step('Paystack processes it: the customer’s order reads refunded, with when to expect the money', async () => {
        const response = await paystack.postWebhook(webhook, paystack.settleRefund(checkout.reference, 'processed'));
        expect(response.status).toBe(200);
        await expect.poll(async () => (await ordersOf(buyer)).map((o) => o.paymentStatus)).toEqual(['refunded']);
        const [order] = await ordersOf(buyer);
        await usePageAs(page, buyer);
        await page.goto('/profile');
        const card = orderCard(page, order!.id);
        await expect(card.getByText('Refunded', { exact: true })).toBeVisible();
        await expect(card.getByText(/Refund sent to your card or bank account/)).toBeVisible();
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(shots, `refunds-customer-order-${viewport.width}.png`) });
      });
      // One refund of the charge, however the admin went on with it.
      expect(paystack.requests.slice(asked).filter((r) => r.method === 'POST' && r.path === '/refund')).toHaveLength(1);
    });
  });
}
