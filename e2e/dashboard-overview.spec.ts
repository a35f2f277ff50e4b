import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { test, expect, usePageAs } from './fixtures.ts';
import { desktop, sidewaysScroll } from './support/viewports.ts';
import { formatNaira } from '../src/shared/money.ts';
import { placeOrder, placePaidOrder } from './support/orders-api.ts';

// Screenshots for people to look at: SHOTS_DIR when set, else a scratch folder.
const shots = process.env.SHOTS_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'oja-shots');

/**
 * docs/product.md#dashboard: the /dashboard Overview shows a vendor their pending count (orders
 * pending or confirmed) and their total revenue (the totals of orders whose payment is completed),
 * not only the vendor dashboard does.
 */
// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a vendor sees their pending orders and total revenue on the /dashboard Overview', async ({ page, make }) => {
      const tag = randomUUID().slice(0, 6);
      const vendor = await make.vendorWithStore({ fullName: `Sade Sells ${tag}` });
      const product = await make.product(vendor.api, vendor.store.id, { priceKobo: 500_000, stockQuantity: 10 });
      const buyer = await make.signIn(await make.customer(`Tunde Buys ${tag}`));
      // Unpaid WhatsApp order: pending, so counted; not paid, so no revenue.
      await placeOrder(buyer, [{ productId: product.id, quantity: 1 }], 'whatsapp');
      // Paid card order: pending and paid (₦5,000 × 2 + the ₦1,500 Lagos fee).
      const paid = await placePaidOrder(buyer, [{ productId: product.id, quantity: 2 }]);
      expect(paid.orders[0]!.totalAmountKobo).toBe(1_150_000);
      // Paid, then cancelled: neither pending nor completed any more.
      const cancelled = await placePaidOrder(buyer, [{ productId: product.id, quantity: 1 }]);
      const cancel = await vendor.api.post(`/api/vendor/orders/${cancelled.orders[0]!.id}/status`, {
        data: { to: 'cancelled' },
      });
      expect(cancel.status(), await cancel.text()).toBe(200);

      await usePageAs(page, vendor.api);
      await page.goto('/dashboard');
      const totals = page.getByRole('region', { name: 'Your stores at a glance' });
      await expect(totals.getByRole('definition').first()).toBeVisible();
      const figure = (label: string) => totals.getByRole('term').filter({ hasText: label }).locator('xpath=../dd');
      await expect(figure('Pending Orders')).toHaveText('2');
      await expect(figure('Total Revenue')).toHaveText(formatNaira(1_150_000));
      await page.screenshot({ path: `${shots}/dashboard-overview-vendor-${viewport.width}.png`, fullPage: true });
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });

    test('a customer sees no store figures on the /dashboard Overview', async ({ page, make }) => {
      const customer = await make.signIn(await make.customer('Kemi Shops'));
      await usePageAs(page, customer);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Welcome back, Kemi Shops!' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your stores at a glance' })).toHaveCount(0);
      await expect(page.getByText('Pending Orders')).toHaveCount(0);
    });
  });
}
