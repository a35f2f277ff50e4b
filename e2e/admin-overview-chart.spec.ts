import os from 'node:os';
import path from 'node:path';
import { test, expect } from './fixtures.ts';
import { placePaidOrder, sidewaysScroll } from './support/orders-api.ts';

// Screenshots for people to look at: SHOTS_DIR when set, else a scratch folder.
const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');

/**
 * The admin Overview's 30-day chart: uPlot arrives in its own chunk only when the tab
 * renders, fits a 360 px phone, and its figures are in a table for screen readers.
 */
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the admin sees the last 30 days of completed sales as a chart and a table', async ({
      page,
      make,
      asAdmin,
    }) => {
      const shop = await make.vendorWithStore({ fullName: 'Chart Seller' });
      const lamp = await make.product(shop.api, shop.store.id, { priceKobo: 450_000, stockQuantity: 5 });
      await placePaidOrder(await make.signIn(await make.customer('Chart Buyer')), [
        { productId: lamp.id, quantity: 1 },
      ]);

      const chartScripts: string[] = [];
      page.on('request', (r) => {
        // The chart's code is its own file (vite.config.ts names it "chart").
        if (/\/assets\/chart-[^/]*\.js$/.test(r.url())) chartScripts.push(r.url());
      });
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      expect(chartScripts, 'the shop front does not load the chart').toEqual([]);

      await asAdmin();
      await page.goto('/admin');
      const section = page.getByRole('region', { name: 'Completed sales, last 30 days' });
      await expect(section.locator('canvas')).toBeVisible();
      expect(chartScripts.length).toBeGreaterThan(0);
      const box = await section.locator('.uplot').boundingBox();
      expect(box!.width).toBeLessThanOrEqual(viewport.width);
      expect(await sidewaysScroll(page)).toBe(0);

      // Every total's label and figure sit on one line each, on a phone too.
      const totals = page.getByRole('region', { name: 'Marketplace totals' });
      await expect(totals.getByText('…')).toHaveCount(0);
      for (const text of await totals.locator('dt, dd').all()) {
        // A text's line boxes: one client rect per line.
        const lines = await text.evaluate((el) => {
          const range = document.createRange();
          const words = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
          range.selectNodeContents(words!);
          return range.getClientRects().length;
        });
        expect(lines, await text.innerText()).toBe(1);
      }

      await section.getByText('Daily figures').click();
      const table = section.getByRole('table', { name: /Completed revenue and orders per day/ });
      await expect(table.getByRole('row')).toHaveCount(31);
      await page.screenshot({ path: `${shots}/admin-overview-chart-${viewport.width}.png`, fullPage: true });
    });
  });
}
