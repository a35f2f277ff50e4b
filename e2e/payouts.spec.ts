import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { messages } from '../src/shared/messages.ts';
import { formatNaira } from '../src/shared/money.ts';
import { placePaidOrder } from './support/orders-api.ts';

// Screenshots for people to look at: SHOTS_DIR when set, else a scratch folder.
const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** The sandbox fails every payout to this account number (docs/product.md#cashout-status). */
const FAILING_ACCOUNT = '0000000000';

/** Moves a paid order to delivered as its vendor, which credits the vendor's balance (docs/product.md#earnings). */
async function deliver(vendor: APIRequestContext, orderId: string) {
  for (const to of ['confirmed', 'processing', 'shipped', 'delivered']) {
    const res = await vendor.post(`/api/vendor/orders/${orderId}/status`, {
      data: to === 'shipped' ? { to, location: 'Ikeja hub' } : { to },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/**
 * A payout whose bank transfer fails (docs/product.md#cashout-status, decision 0018): the admin sees
 * the account name the bank gave flagged, approves, sees Processing then Failed with the reason and
 * the payout on Needs attention, and closes it with a note; the vendor sees Failed, why, and the
 * money back in their balance.
 */
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a failed payout: Failed with the reason for both, the money back, and on Needs attention', async ({
      page,
      make,
      asAdmin,
    }) => {
      test.setTimeout(120_000);
      const vendorName = `Bisi ${randomUUID().slice(0, 6)}`;
      const vendor = await make.vendorWithStore({ fullName: vendorName });
      const bank = await vendor.api.put('/api/profile/bank-details', {
        data: {
          bankCode: '058',
          accountNumber: FAILING_ACCOUNT,
          accountName: vendorName,
          currentPassword: vendor.account.password,
        },
      });
      expect(bank.status(), await bank.text()).toBe(200);
      const product = await make.product(vendor.api, vendor.store.id, { priceKobo: 500_000 });
      const shopper = await make.signIn(await make.customer());
      const checkout = await placePaidOrder(shopper, [{ productId: product.id, quantity: 1 }]);
      await deliver(vendor.api, checkout.orders[0]!.id);
      const earned = (await (await vendor.api.get('/api/cashouts/earnings')).json()) as { balanceKobo: number };
      expect(earned.balanceKobo).toBeGreaterThanOrEqual(300_000);
      const asked = await vendor.api.post('/api/cashouts', { data: { amountKobo: 300_000 } });
      expect(asked.status(), await asked.text()).toBe(201);

      // The admin sees whose the account is at the bank, beside the name typed.
      const email = vendor.account.email;
      await asAdmin();
      await page.goto('/admin/users?tab=cashout-requests');
      const row = page.getByTestId('cashout-request').filter({ hasText: email }).first();
      await expect(row.getByTestId('account-name-check')).toContainText(messages.bankDetails.nameMismatch);
      await page.screenshot({ path: `${shots}/payouts-admin-pending-${viewport.width}.png`, fullPage: true });
      await row.getByRole('button', { name: `Approve ₦3,000.00 for ${email}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Approve ₦3,000.00' }).click();
      await expect(toast(page, messages.cashouts.approved)).toBeVisible();
      await expect(row).toContainText(/Processing|Failed/);

      await expect(async () => {
        await page.reload();
        await expect(page.getByTestId('cashout-request').filter({ hasText: email }).first()).toHaveAttribute(
          'data-status',
          'failed',
          // The list's read after a reload can take seconds on a loaded 2-core runner.
          { timeout: 8_000 },
        );
      }).toPass({ timeout: 60_000, intervals: [2_000] });
      await expect(row.getByTestId('cashout-failure')).toContainText('the receiving bank declined the transfer');
      await page.screenshot({ path: `${shots}/payouts-admin-failed-${viewport.width}.png`, fullPage: true });

      // Needs attention lists it until the admin closes it with a note.
      await page.goto('/admin?tab=needs-attention');
      const card = page.getByTestId('payout-attention').filter({ hasText: email });
      await expect(card).toContainText('Payout failed');
      await expect(card).toContainText("The amount is back in the vendor's balance");
      await page.screenshot({ path: `${shots}/payouts-needs-attention-${viewport.width}.png`, fullPage: true });
      await card.getByRole('button', { name: /Mark resolved/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('How was this resolved?').fill('Asked the vendor to check their account number.');
      await dialog.getByRole('button', { name: 'Mark resolved' }).click();
      await expect(card).toHaveCount(0);

      // The vendor sees Failed, why, and their whole balance back.
      await usePageAs(page, vendor.api);
      await page.goto('/vendor-dashboard?tab=earnings');
      const cashout = page.getByTestId('cashout').first();
      await expect(cashout).toHaveAttribute('data-status', 'failed');
      await expect(cashout.getByTestId('cashout-failure')).toContainText('the receiving bank declined the transfer');
      await expect(page.getByTestId('ledger-entry').first()).toContainText('Cashout returned');
      await expect(page.getByText(formatNaira(earned.balanceKobo)).first()).toBeVisible();
      await page.screenshot({ path: `${shots}/payouts-vendor-failed-${viewport.width}.png`, fullPage: true });
    });
  });
}
