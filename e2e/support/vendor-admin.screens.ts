import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { solidPng } from './png.ts';

/**
 * Not a test: captures the vendor and admin catalog pages at phone and desktop width into
 * .tmp/screens (vendor-*.png, admin-*.png) for a person to look at. Run with
 * `CAPTURE_SCREENS=1 npx playwright test e2e/support/vendor-admin.screens.ts` after `npx vite build`.
 */
const outDir = path.resolve('.tmp', 'screens');

async function capture(page: Page, name: string, width: number, fullPage = true) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /Loading|Checking/ })).toHaveCount(0);
  await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage });
}

for (const width of [360, 1280]) {
  test.describe(`${width}px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 800 } });

    test('capture vendor and admin pages', async ({ page, loginAs }) => {
      await mkdir(outDir, { recursive: true });
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          console.log(`[${width}px ${page.url()}] ${message.type()}: ${message.text()}`);
      });

      await loginAs('vendor');
      await page.goto('/store/create');
      await capture(page, 'vendor-store-create', width);
      await page.getByRole('button', { name: 'Create Store' }).click();
      await page
        .getByLabel('Choose image for Logo')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(96, 96, [200, 80, 40]) });
      await page
        .getByLabel('Choose image for Banner')
        .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: solidPng(400, 100, [30, 120, 90]) });
      await capture(page, 'vendor-store-create-filled', width);

      const { stores } = (await (await page.request.get('/api/stores/mine')).json()) as {
        stores: { id: string; name: string }[];
      };
      const store = stores.find((s) => s.name === 'Ikeja Gadget Hub')!;
      await page.goto(`/store/manage/${store.id}`);
      await capture(page, 'vendor-store-manage', width);
      await page.getByRole('region', { name: 'Add Product' }).getByRole('button', { name: 'Add Product' }).click();
      await page
        .getByRole('region', { name: 'Add Product' })
        .getByLabel('Add images (0/5) for Images')
        .setInputFiles([
          { name: 'a.png', mimeType: 'image/png', buffer: solidPng(64, 64, [240, 180, 30]) },
          { name: 'b.png', mimeType: 'image/png', buffer: solidPng(64, 64, [40, 80, 200]) },
        ]);
      await page.getByRole('region', { name: 'Add Product' }).scrollIntoViewIfNeeded();
      await capture(page, 'vendor-store-manage-form-errors', width);
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await capture(page, 'vendor-edit-dialog', width, false);
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await capture(page, 'vendor-delete-confirm', width, false);
      await page.keyboard.press('Escape');

      await page.goto('/vendor');
      await capture(page, 'vendor-page', width);
      await page.goto('/dashboard?tab=stores');
      await capture(page, 'vendor-dashboard-my-stores', width);
      await page.goto('/vendor-dashboard');
      await capture(page, 'vendor-vendor-dashboard', width);

      await page.context().clearCookies();
      await loginAs('admin');
      for (const tab of ['overview', 'categories', 'stores', 'products']) {
        await page.goto(tab === 'overview' ? '/admin' : `/admin?tab=${tab}`);
        await capture(page, `admin-${tab}`, width);
      }
      await page.goto('/dashboard?tab=stores');
      await capture(page, 'admin-dashboard-my-stores-empty', width);
      await page.goto('/vendor-dashboard');
      await capture(page, 'admin-vendor-dashboard', width);
    });
  });
}
