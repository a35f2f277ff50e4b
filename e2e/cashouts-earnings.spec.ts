import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, usePageAs } from './fixtures.ts';
import { desktop, sidewaysScroll } from './support/viewports.ts';
import { messages } from '../src/shared/messages.ts';

// Screenshots for people to look at: SHOTS_DIR when set, else a scratch folder.
const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');

/**
 * Earnings and cashouts in the browser (docs/product.md#earnings, docs/product.md#cashouts). A balance comes only from a delivered, paid
 * order (the fulfilment journey), so here the vendor has none: the Earnings tab shows ₦0.00, and a
 * request is refused with "Invalid amount" by the form and by the API alike. The admin's Cashout
 * Requests tab shows its pending count and, with no requests, its empty state.
 */
// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a vendor with an empty balance is told "Invalid amount"', async ({ page, make }) => {
      const vendor = await make.vendorWithStore({ fullName: 'Bisi Earnings' });
      // A cashout needs a bank account to go to; this vendor has one but no balance.
      const bank = await vendor.api.put('/api/profile/bank-details', {
        data: {
          bankCode: '058',
          accountNumber: '0123456789',
          accountName: 'Bisi Earnings',
          currentPassword: vendor.account.password,
        },
      });
      expect(bank.status(), await bank.text()).toBe(200);
      await usePageAs(page, vendor.api);
      await page.goto('/vendor-dashboard');
      await page.getByRole('tab', { name: 'Earnings' }).click();
      await expect(page).toHaveURL(/tab=earnings/);
      await expect(page.getByText('Available balance')).toBeVisible();
      await expect(page.getByText('₦0.00').first()).toBeVisible();
      await expect(page.getByText('No earnings yet')).toBeVisible();
      await expect(page.getByText('No cashouts yet')).toBeVisible();

      const amount = page.getByLabel('Amount (₦)');
      await expect(amount).toHaveAttribute('min', '1');
      await amount.fill('1');
      await page.getByRole('button', { name: 'Request Cashout' }).click();
      await expect(page.getByText(messages.cashouts.invalidAmount).first()).toBeVisible();
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await page.screenshot({ path: `${shots}/cashouts-vendor-earnings-${viewport.width}.png`, fullPage: true });

      // The server says the same, whatever the form does.
      const res = await vendor.api.post('/api/cashouts', { data: { amountKobo: 100 } });
      expect(res.status()).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        messages.cashouts.invalidAmount,
      );
      await expect(page.getByText('No cashouts yet')).toBeVisible();
    });

    test('the admin sees the Cashout Requests tab with its pending count', async ({ page, asAdmin }) => {
      await asAdmin();
      await page.goto('/admin/users');
      await page.getByRole('tab', { name: 'Cashout Requests' }).click();
      await expect(page.getByRole('heading', { name: /Cashout requests/ })).toBeVisible();
      await expect(page.getByTestId('pending-cashouts')).toHaveText(/\(\d+ pending\)/);
      await page.screenshot({ path: `${shots}/cashouts-admin-tab-${viewport.width}.png`, fullPage: true });
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(axe.violations).toEqual([]);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
  });
}
