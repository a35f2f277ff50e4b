import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { solidPng } from './support/png.ts';

/**
 * Not a test: captures every page at phone and desktop width into .tmp/screens for a person to look at.
 * Run with `CAPTURE_SCREENS=1 npx playwright test` after `npx vite build`.
 */
const outDir = path.resolve('.tmp', 'screens');

const signedOutPages = [
  ['home', '/'],
  ['signin', '/signin'],
  ['signup', '/signup'],
  ['retrieve', '/retrieve'],
  ['reset-password', '/reset-password?token=example'],
  ['reset-password-no-token', '/reset-password'],
  ['cart-empty', '/cart'],
  ['search', '/search?q=ankara'],
  ['category', '/category/groceries'],
] as const;

const adminPages = [
  ['dashboard', '/dashboard'],
  ['dashboard-profile', '/dashboard?tab=profile'],
  ['profile', '/profile'],
  ['admin', '/admin'],
  ['admin-users', '/admin/users'],
  ['vendor-dashboard', '/vendor-dashboard'],
] as const;

async function capture(page: Page, name: string, width: number) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /Loading|Checking/ })).toHaveCount(0);
  await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: true });
}

for (const width of [360, 1280]) {
  test.describe(`${width}px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 800 } });

    test('capture', async ({ page, loginAs }) => {
      await mkdir(outDir, { recursive: true });
      // Console errors and warnings are printed so whoever looks at the pictures sees them too.
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          console.log(`[${width}px ${page.url()}] ${message.type()}: ${message.text()}`);
      });
      for (const [name, url] of signedOutPages) {
        await page.goto(url);
        await capture(page, name, width);
      }
      await page.goto('/signin');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await capture(page, 'signin-errors', width);

      await page.evaluate(() =>
        localStorage.setItem(
          'cart',
          JSON.stringify([
            {
              id: 'a',
              storeId: 's',
              name: 'Hand-woven Aso-oke fabric, 4 yards',
              priceKobo: 2_450_000,
              images: [],
              stockQuantity: 10,
              quantity: 2,
            },
            {
              id: 'b',
              storeId: 's',
              name: 'Palm oil (1L)',
              priceKobo: 250_000,
              images: [],
              stockQuantity: 3,
              quantity: 3,
            },
          ]),
        ),
      );
      await page.goto('/cart');
      await capture(page, 'cart', width);

      if (width === 360) {
        await page.goto('/');
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.screenshot({ path: path.join(outDir, `menu-open-${width}.png`) });
      }

      await loginAs('admin');
      for (const [name, url] of adminPages) {
        await page.goto(url);
        await capture(page, name, width);
      }
      await page.goto('/profile');
      await page
        .getByLabel(/photo/)
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(200, 200, [4, 120, 87]) });
      await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
      await capture(page, 'profile-with-avatar', width);
      if (width === 360) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.screenshot({ path: path.join(outDir, `menu-admin-${width}.png`) });
      }
    });
  });
}
