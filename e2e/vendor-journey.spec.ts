import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { desktop } from './support/viewports.ts';
import { messages } from '../src/shared/messages.ts';
import { formatNaira } from '../src/shared/money.ts';
import { addToCartFromPage, fillShipping, ordersOf } from './support/checkout.ts';
import { orderCard } from './support/orders-api.ts';

/**
 * Selling end to end, the way people do it: a customer applies to sell, the admin approves, the new
 * vendor opens a store and lists a product, another customer buys it in the sandbox, the vendor
 * takes the order from pending to delivered, the customer sees every tracking step, and the
 * vendor's credit is cashed out in part with the admin's approval. The API only makes the two
 * customer accounts and hands sessions to the page.
 */

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
// Screenshots for people to look at: SHOTS_DIR when set, else a scratch folder.
const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');
const stat = (page: Page, label: string) =>
  page
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .last();

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('apply → approved → store and product → sold in the sandbox → delivered → tracked → cashed out', async ({
      page,
      make,
      asAdmin,
    }) => {
      // The whole of selling in one journey (a dozen pages, three accounts): on a busy machine,
      // with the PostgreSQL project beside it, it needs more than the default 60 s.
      test.slow();
      const tag = randomUUID().slice(0, 6);
      const vendorName = `Amaka Sells ${tag}`;
      const applicant = await make.customer(vendorName);
      const vendor = await make.signIn(applicant);
      const buyer = await make.signIn(await make.customer(`Ngozi Buys ${tag}`));
      const storeName = `Amaka Kitchen ${tag}`;
      const productName = `Zobo Kettle ${tag}`;

      await test.step('the customer applies to become a vendor', async () => {
        await usePageAs(page, vendor);
        await page.goto('/upgrade-vendor');
        const form = page.getByRole('form', { name: 'Vendor application' });
        await form.getByLabel('Phone number').fill('0803 123 4567');
        await form.getByLabel('BVN').fill('22212345678');
        await form.getByLabel('Bank name').selectOption({ label: 'Guaranty Trust Bank (GTBank)' });
        await form.getByLabel('Account number').fill('0123456789');
        await form.getByLabel('Account holder name').fill('Amaka Obi');
        await form.getByRole('button', { name: 'Submit Application' }).click();
        await expect(toast(page, messages.vendorRequests.submitted)).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Your application is under review' })).toBeVisible();
      });

      await test.step('the admin approves it on /admin/users', async () => {
        await asAdmin();
        await page.goto('/admin/users');
        await page.getByRole('tab', { name: /Vendor Requests/ }).click();
        const card = page.getByRole('listitem', { name: `Vendor request from ${vendorName}` });
        await expect(card).toContainText(applicant.email);
        await card.getByRole('button', { name: 'Approve' }).click();
        await expect(toast(page, messages.vendorRequests.approved)).toBeVisible();
        await expect(card).toContainText('Approved');
      });

      let storeId = '';
      await test.step('the new vendor creates a store and adds a product', async () => {
        await usePageAs(page, vendor);
        await page.goto('/upgrade-vendor');
        await expect(page).toHaveURL('/dashboard?tab=stores');
        await page.getByRole('link', { name: 'Create Store' }).click();
        await expect(page).toHaveURL('/store/create');
        await page.getByLabel('Store name').fill(storeName);
        await page.getByLabel('Description (optional)').fill('Kettles and zobo makers from Surulere.');
        await page.getByRole('button', { name: 'Create Store' }).click();
        await expect(toast(page, messages.stores.created)).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
        storeId = page.url().split('/').at(-1)!;

        const form = page.getByRole('region', { name: 'Add Product' });
        await form.getByLabel('Product name').fill(productName);
        await form.getByLabel('Price (₦)').fill('8000');
        await form.getByLabel('Stock quantity').fill('4');
        await form.getByRole('button', { name: 'Add Product' }).click();
        await expect(toast(page, messages.stores.productAdded)).toBeVisible();
        await expect(page.getByTestId('managed-product').filter({ hasText: productName })).toContainText(
          formatNaira(800_000),
        );
      });

      const managed = (await (await vendor.get(`/api/stores/${storeId}/manage`)).json()) as {
        products: { id: string; name: string }[];
      };
      const productId = managed.products.find((p) => p.name === productName)!.id;

      await test.step('another customer buys it with the sandbox', async () => {
        await usePageAs(page, buyer);
        await addToCartFromPage(page, productId);
        await page.getByRole('link', { name: /^Cart, / }).click();
        await expect(page.getByText(productName).first()).toBeVisible();
        await page.goto('/checkout');
        await fillShipping(page, 'Lagos');
        await expect(page.getByTestId('checkout-total')).toHaveText('₦9,500.00'); // 8,000 + the Lagos fee
        await page.getByRole('radio', { name: /Paystack/ }).check();
        await page.getByRole('button', { name: 'Pay ₦9,500.00' }).click();
        const dialog = page.getByRole('dialog', { name: 'Oja test payment' });
        await expect(dialog.getByTestId('sandbox-amount')).toHaveText('₦9,500.00');
        await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
        await expect(toast(page, messages.checkout.paymentSuccessful)).toBeVisible();
        await expect(page).toHaveURL(/\/profile$/);
      });

      const [order] = await ordersOf(buyer);
      expect(order!.totalAmountKobo).toBe(950_000);

      await test.step('the vendor accepts, processes, ships with a location and delivers it', async () => {
        await usePageAs(page, vendor);
        await page.goto('/vendor-dashboard');
        const card = orderCard(page, order!.id);
        await expect(card).toContainText(`Ngozi Buys ${tag}`);
        await expect(card.getByText('Payment completed')).toBeVisible();
        const step = async (button: RegExp, status: string) => {
          await card.getByRole('button', { name: button }).click();
          await expect(toast(page, messages.fulfilment.updated)).toBeVisible();
          await expect(card.getByText(`Order status: ${status}`)).toBeVisible();
        };
        await step(/^Accept Order/, 'Confirmed');
        await step(/^Start Processing/, 'Processing');
        await card.getByRole('button', { name: /^Ship Order/ }).click();
        const ship = page.getByRole('dialog', { name: `Ship order #${order!.id.slice(0, 8)}` });
        await ship.getByLabel('Location').fill('Surulere dispatch hub');
        await ship.getByRole('button', { name: 'Confirm Shipment' }).click();
        await expect(ship).toBeHidden();
        await expect(card.getByText('Order status: Shipped')).toBeVisible();
        await step(/^Mark as Delivered/, 'Delivered');
        await page.screenshot({ path: `${shots}/vendor-journey-delivered-${viewport.width}.png`, fullPage: true });
      });

      await test.step('the customer tracks every step, oldest first', async () => {
        await usePageAs(page, buyer);
        await page.goto('/profile');
        await orderCard(page, order!.id)
          .getByRole('button', { name: /Track order/ })
          .click();
        await expect(page.getByRole('dialog').getByRole('listitem')).toHaveText([
          new RegExp(messages.tracking.orderPlaced),
          new RegExp(messages.tracking.paymentReceived),
          /Confirmed[\s\S]*Order status updated to confirmed/,
          /Processing[\s\S]*Order status updated to processing/,
          /Shipped[\s\S]*Surulere dispatch hub|Shipped[\s\S]*on the way to customer[\s\S]*Surulere dispatch hub/,
          /Delivered[\s\S]*Order status updated to delivered/,
        ]);
        await page.screenshot({ path: `${shots}/vendor-journey-tracking-${viewport.width}.png` });
      });

      await test.step('the vendor sees the credit and asks for part of it', async () => {
        await usePageAs(page, vendor);
        await page.goto('/vendor-dashboard');
        await page.getByRole('tab', { name: 'Earnings' }).click();
        await expect(stat(page, 'Available balance')).toContainText('₦9,500.00');
        await expect(page.getByTestId('ledger-entry')).toContainText(order!.trackingNumber);
        await page.getByLabel('Amount (₦)').fill('4000');
        await page.getByRole('button', { name: 'Request Cashout' }).click();
        await expect(toast(page, messages.cashouts.submitted)).toBeVisible();
        await expect(stat(page, 'Held for pending cashouts')).toContainText('₦4,000.00');
      });

      await test.step('the admin approves the cashout: it is sent by bank transfer and shows Processing', async () => {
        await asAdmin();
        await page.goto('/admin/users');
        await page.getByRole('tab', { name: 'Cashout Requests' }).click();
        await page.getByRole('button', { name: `Approve ₦4,000.00 for ${applicant.email}` }).click();
        // Approving moves money, so it asks first, naming the account it goes to.
        const confirm = page.getByRole('alertdialog');
        await expect(confirm).toContainText('sent by bank transfer');
        await confirm.getByRole('button', { name: 'Approve ₦4,000.00' }).click();
        await expect(toast(page, messages.cashouts.approved)).toBeVisible();
        await expect(page.getByRole('button', { name: `Approve ₦4,000.00 for ${applicant.email}` })).toHaveCount(0);
        // docs/product.md#cashout-status: processing while the transfer is on its way.
        const row = page.getByTestId('cashout-request').filter({ hasText: applicant.email }).first();
        await expect(row).toContainText('Processing');
        await expect(row).toContainText('Bank transfer via Sandbox (test mode)');
        await page.screenshot({ path: `${shots}/payouts-admin-processing-${viewport.width}.png`, fullPage: true });
      });

      await test.step('the sandbox transfer succeeds: the vendor sees Paid, and the balance went down once', async () => {
        await usePageAs(page, vendor);
        await page.goto('/vendor-dashboard?tab=earnings');
        await expect(stat(page, 'Available balance')).toContainText('₦5,500.00');
        await expect(stat(page, 'Held for pending cashouts')).toContainText('₦0.00');
        await expect(page.getByTestId('ledger-entry')).toHaveCount(2);
        const cashout = page.getByTestId('cashout').first();
        await expect(cashout).toContainText(/Processing|Paid/);
        // The sandbox pays after SANDBOX_PAYOUT_SECONDS; the page shows it on the next visit.
        await expect(async () => {
          await page.reload();
          await expect(page.getByTestId('cashout').first()).toHaveAttribute('data-status', 'paid', { timeout: 1_000 });
        }).toPass({ timeout: 40_000, intervals: [2_000] });
        await expect(page.getByTestId('cashout').first()).toContainText('Paid');
        await expect(stat(page, 'Available balance')).toContainText('₦5,500.00');
        await page.screenshot({ path: `${shots}/payouts-vendor-paid-${viewport.width}.png`, fullPage: true });

        await asAdmin();
        await page.goto('/admin/users?tab=cashout-requests');
        const row = page.getByTestId('cashout-request').filter({ hasText: applicant.email }).first();
        await expect(row).toContainText('Paid');
        await page.screenshot({ path: `${shots}/payouts-admin-paid-${viewport.width}.png`, fullPage: true });
      });
    });
  });
}
