import os from 'node:os';
import path from 'node:path';
import { test, expect, usePageAs } from './fixtures.ts';
import { desktop, sidewaysScroll } from './support/viewports.ts';
import { placePaidOrder } from './support/orders-api.ts';
import { messages } from '../src/shared/messages.ts';

const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');

/**
 * Money held after delivery (docs/product.md#earnings). The e2e servers hold nothing by default
 * (PAYOUT_HOLD_DAYS=0, so the other journeys cash out at once); here the admin gives this test's
 * store a hold of its own on the Payouts tab, which touches no other test. The money of an order
 * delivered then shows as pending, with the date it frees, and cannot be cashed out yet. That the
 * release job frees it when the hold ends is tested on the server (src/server/ledger/payout-holds.test.ts),
 * and in the browser by e2e/business-journey.spec.ts on a server of its own whose hold is seconds.
 */
// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("an admin holds a store's money for 3 days; its vendor sees the delivered order's money pending until then", async ({
      page,
      make,
      asAdmin,
    }) => {
      const vendor = await make.vendorWithStore({ fullName: 'Halima Holds' });
      const product = await make.product(vendor.api, vendor.store.id, { priceKobo: 1_000_000 });

      await asAdmin();
      await page.goto('/admin?tab=payouts');
      await expect(page.getByRole('heading', { name: 'Payout hold', level: 2 })).toBeVisible();
      await page.getByRole('combobox', { name: 'Store' }).selectOption({ label: vendor.store.name });
      await page.getByLabel('Days held', { exact: true }).fill('61');
      await page.getByRole('button', { name: 'Give this store its hold' }).click();
      await expect(page.getByText('Hold must be at most 60 days')).toBeVisible();
      await page.getByLabel('Days held', { exact: true }).fill('3');
      await page.getByRole('button', { name: 'Give this store its hold' }).click();
      await expect(page.getByText(messages.payoutHolds.saved).first()).toBeVisible();
      const row = page
        .getByRole('list', { name: 'Store holds' })
        .getByRole('listitem')
        .filter({ hasText: vendor.store.name });
      await expect(row).toContainText('3 days');
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${shots}/payouts-admin-${viewport.width}.png`, fullPage: true });

      // A customer buys and pays; the vendor delivers.
      const customer = await make.signIn(await make.customer('Kemi Holds'));
      const checkout = await placePaidOrder(customer, [{ productId: product.id, quantity: 1 }]);
      const orderId = checkout.orders[0]!.id;
      for (const to of ['confirmed', 'processing', 'shipped', 'delivered']) {
        const res = await vendor.api.post(`/api/vendor/orders/${orderId}/status`, { data: { to } });
        expect(res.status(), await res.text()).toBe(200);
      }

      await usePageAs(page, vendor.api);
      await page.goto('/vendor-dashboard?tab=earnings');
      const pending = page.getByRole('definition').filter({ hasText: '₦11,500.00' }).first();
      await expect(pending).toBeVisible();
      const frees = new Intl.DateTimeFormat('en-NG', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Africa/Lagos',
      }).format(new Date(Date.now() + 3 * 86_400_000));
      await expect(page.getByText(`the next frees on ${frees}`)).toBeVisible();
      await expect(page.getByText(`Pending until ${frees}`)).toBeVisible();
      await expect(page.getByText('Available to cash out: ₦0.00')).toBeVisible();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${shots}/payouts-vendor-pending-${viewport.width}.png`, fullPage: true });

      // The held money cannot be cashed out yet, whatever the form does.
      const bank = await vendor.api.put('/api/profile/bank-details', {
        data: {
          bankCode: '058',
          accountNumber: '0123456789',
          accountName: 'Halima Holds',
          currentPassword: vendor.account.password,
        },
      });
      expect(bank.status(), await bank.text()).toBe(200);
      const res = await vendor.api.post('/api/cashouts', { data: { amountKobo: 100_000 } });
      expect(res.status()).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        messages.cashouts.invalidAmount,
      );

      // The admin returns the store to the platform's hold.
      await asAdmin();
      await page.goto('/admin?tab=payouts');
      await page.getByRole('button', { name: `Remove the hold of ${vendor.store.name}` }).click();
      await expect(row).toHaveCount(0);
    });
  });
}
