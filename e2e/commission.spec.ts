import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { desktop } from './support/viewports.ts';
import { messages } from '../src/shared/messages.ts';
import { formatNaira } from '../src/shared/money.ts';
import { orderCard, placePaidOrder, sidewaysScroll } from './support/orders-api.ts';

// Screenshots for people to look at: SHOTS_DIR when set, else a scratch folder.
const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/**
 * Commission (docs/product.md#commission): the admin sets 10 % for a store on the Commission tab, a
 * customer buys from it through the sandbox, the vendor marks the order delivered and sees the
 * gross, the commission and the net on the order and on the Earnings tab, and the admin sees the
 * commission earned on the Overview. The rate is the store's override, not the platform default,
 * so journeys running beside this one are not commissioned.
 */
// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the admin sets 10 %, a sale is delivered, the vendor nets 90 % and the admin earns 10 %', async ({
      page,
      make,
      asAdmin,
    }) => {
      const shop = await make.vendorWithStore({ fullName: 'Kemi Commission' });
      const kettle = await make.product(shop.api, shop.store.id, { priceKobo: 1_250_000, stockQuantity: 5 });

      // The admin gives the store a 10 % override, picked by its name.
      await asAdmin();
      await page.goto('/admin?tab=commission');
      await expect(page.getByRole('tab', { name: 'Commission', selected: true })).toBeVisible();
      // The platform default no one has set reads 0, not blank.
      const platform = page.getByRole('form', { name: 'Platform default' });
      await expect(platform.getByLabel('Percent (%)')).toHaveValue('0');
      await expect(platform.getByLabel('Flat fee per line (₦)')).toHaveValue('0');
      await page.getByRole('button', { name: 'Add a store override' }).click();
      const add = page.getByRole('form', { name: 'Add a store override' });
      await expect(add.getByLabel('Find a store')).toBeFocused();
      await add.getByLabel('Find a store').fill(shop.store.name);
      await add.getByLabel('Store', { exact: true }).selectOption({ label: shop.store.name });
      await add.getByLabel('Percent (%)').fill('101');
      await add.getByRole('button', { name: 'Add override' }).click();
      await expect(add.getByText(messages.commission.percentInvalid)).toBeVisible();
      await expect(add.getByLabel('Percent (%)')).toHaveAttribute('aria-invalid', 'true');
      await add.getByLabel('Percent (%)').fill('10');
      await add.getByRole('button', { name: 'Add override' }).click();
      await expect(toast(page, messages.commission.overrideSaved).first()).toBeVisible();
      const overrides = page.getByRole('list', { name: 'Store overrides' });
      await expect(overrides.getByRole('listitem').filter({ hasText: shop.store.name })).toContainText('10%');
      expect(await sidewaysScroll(page)).toBe(0);
      await page.screenshot({ path: `${shots}/commission-tab-${viewport.width}.png`, fullPage: true });

      // A customer buys two kettles (₦25,000 + ₦1,500 delivery) and pays in the sandbox.
      const checkout = await placePaidOrder(await make.signIn(await make.customer('Tolu Buys')), [
        { productId: kettle.id, quantity: 2 },
      ]);
      const order = checkout.orders[0]!;
      expect(order.totalAmountKobo).toBe(2_650_000);
      const [gross, commission, net] = [2_650_000, 250_000, 2_400_000];

      // The vendor moves it along and marks it delivered from the dashboard.
      for (const to of ['confirmed', 'processing', 'shipped']) {
        const moved = await shop.api.post(`/api/vendor/orders/${order.id}/status`, { data: { to } });
        expect(moved.status(), await moved.text()).toBe(200);
      }
      await usePageAs(page, shop.api);
      await page.goto('/vendor-dashboard');
      const card = orderCard(page, order.id);
      await expect(card).toContainText(
        `Net ${formatNaira(net)} on delivery · after ${formatNaira(commission)} commission`,
      );
      await card.getByRole('button', { name: /^Mark as Delivered/ }).click();
      await expect(card.getByText('Order status: Delivered')).toBeVisible();
      await card.getByText('Order details').click();
      const totals = card.getByRole('definition');
      await expect(totals.filter({ hasText: `−${formatNaira(commission)}` })).toBeVisible();
      await expect(card.getByText('Net to the seller')).toBeVisible();
      await card.screenshot({ path: `${shots}/commission-vendor-order-card-${viewport.width}.png` });

      // Earnings: the order's gross, commission and net; the balance is the net.
      await page.getByRole('tab', { name: 'Earnings' }).click();
      const entry = page.getByTestId('ledger-entry').filter({ hasText: order.trackingNumber });
      await expect(entry).toContainText(`+${formatNaira(net)}`);
      await expect(entry.getByRole('definition').nth(0)).toHaveText(formatNaira(gross));
      await expect(entry.getByRole('definition').nth(1)).toHaveText(`−${formatNaira(commission)}`);
      await expect(entry.getByRole('definition').nth(2)).toHaveText(formatNaira(net));
      await expect(page.getByText(formatNaira(net)).first()).toBeVisible();
      const profile = (await (await shop.api.get('/api/profile')).json()) as {
        profile: { availableBalanceKobo: number };
      };
      expect(profile.profile.availableBalanceKobo).toBe(net);
      await expect(page.getByRole('link', { name: 'Download ledger CSV' })).toHaveAttribute(
        'href',
        '/api/cashouts/earnings.csv',
      );
      const ledgerCsv = await (await shop.api.get('/api/cashouts/earnings.csv')).text();
      expect(ledgerCsv).toContain(`,Order delivered,${order.trackingNumber},26500.00,2500.00,24000.00`);
      expect(await sidewaysScroll(page)).toBe(0);
      await page.screenshot({ path: `${shots}/commission-vendor-earnings-${viewport.width}.png`, fullPage: true });

      // The admin's Overview: commission earned, its 30-day chart, and the CSV with this order.
      await asAdmin();
      await page.goto('/admin');
      await expect(page.getByText('Commission Earned', { exact: true })).toBeVisible();
      const chart = page.getByRole('region', { name: 'Commission earned, last 30 days' });
      await expect(chart.locator('canvas')).toBeVisible();
      await chart.getByText('Daily figures').click();
      await expect(chart.getByRole('table').getByRole('row')).toHaveCount(31);
      const download = page.getByRole('link', { name: 'Download commission CSV' });
      await expect(download).toHaveAttribute('href', '/api/admin/commission.csv');
      const csv = await (await page.request.get('/api/admin/commission.csv')).text();
      expect(csv).toContain(`,${order.id},${order.trackingNumber},`);
      expect(csv).toContain(',26500.00,2500.00,24000.00');
      expect(await sidewaysScroll(page)).toBe(0);
      await page.screenshot({ path: `${shots}/commission-admin-overview-${viewport.width}.png`, fullPage: true });

      // Removing the override puts the store back on the platform default; the order keeps its figure.
      await page.getByRole('tab', { name: 'Commission' }).click();
      await page.getByRole('button', { name: `Remove the override of ${shop.store.name}` }).click();
      await expect(toast(page, messages.commission.overrideRemoved).first()).toBeVisible();
      await expect(page.getByText(shop.store.name)).toHaveCount(0);
      const orders = (await (await shop.api.get('/api/vendor/orders')).json()) as {
        orders: { id: string; commissionKobo: number }[];
      };
      expect(orders.orders.find((o) => o.id === order.id)?.commissionKobo).toBe(commission);
    });
  });
}
