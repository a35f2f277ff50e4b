import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { findProduct } from './support/shopper-catalog.ts';

/**
 * Not a test: captures the shopper catalog pages at phone and desktop width into
 * .tmp/screens/catalog-*.png for a person to look at. Run with
 * `CAPTURE_SCREENS=1 npx playwright test e2e/catalog-shopper.screens.ts` after `npx vite build`.
 */
const outDir = path.resolve('.tmp', 'screens');
const REVIEWED = 'Apple iPhone 13 (UK used)';
/** The last reviewer: the signed-in capture shows their review prefilled for replacing. */
let reviewer = { email: '', password: 'screens-pass' };

async function capture(page: Page, name: string, width: number) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /Loading|Checking/ })).toHaveCount(0);
  // Lazy images below the fold load only when scrolled to; scroll through so the picture shows them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(outDir, `catalog-${name}-${width}.png`), fullPage: true });
}

test.beforeAll(async ({ playwright }, testInfo) => {
  // Two reviews on the product page, written through the API by two fresh customers.
  const baseURL = testInfo.project.use.baseURL!;
  for (const [fullName, rating, comment] of [
    ['Ngozi Okafor', 5, 'Arrived in two days, battery health 89%. Exactly as described.'],
    ['Tunde Bakare', 4, 'Good phone. Small scratch on the frame but the seller was honest about it.'],
  ] as const) {
    const api = await playwright.request.newContext({ baseURL });
    const email = `screens-${Math.random().toString(36).slice(2, 10)}@example.com`;
    reviewer = { email, password: 'screens-pass' };
    expect(
      (await api.post('/api/auth/sign-up', { data: { fullName, email, password: 'screens-pass' } })).status(),
    ).toBe(201);
    expect((await api.post('/api/auth/sign-in', { data: { email, password: 'screens-pass' } })).status()).toBe(200);
    const product = await findProduct(api, REVIEWED);
    expect((await api.post(`/api/products/${product.id}/reviews`, { data: { rating, comment } })).status()).toBe(201);
    await api.dispose();
  }
});

for (const width of [360, 1280]) {
  test.describe(`${width}px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 800 } });

    test('capture', async ({ page, request }) => {
      await mkdir(outDir, { recursive: true });
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          console.log(`[${width}px ${page.url()}] ${message.type()}: ${message.text()}`);
      });
      const iphone = await findProduct(request, REVIEWED);
      const pages = [
        ['home', '/'],
        ['category', '/category/phones-tablets'],
        ['store', '/store/ikeja-gadget-hub'],
        ['product', `/product/${iphone.id}`],
        ['search-products', '/search?q=leather'],
        ['search-empty', '/search'],
      ] as const;
      for (const [name, url] of pages) {
        await page.goto(url);
        await capture(page, name, width);
      }
      await page.goto('/search?q=leather');
      await page.getByRole('tab', { name: /^Categories/ }).click();
      await capture(page, 'search-categories', width);
      await page.getByRole('tab', { name: /^Stores/ }).click();
      await capture(page, 'search-stores', width);

      const tv = await findProduct(request, 'Hisense 32" LED TV');
      await page.goto(`/product/${tv.id}`);
      await capture(page, 'product-sold-out', width);

      // A cart with real products: add from the product page and from cards.
      await page.goto(`/product/${iphone.id}`);
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.goto('/search?q=leather');
      await page
        .getByRole('button', { name: /^Add to Cart/ })
        .first()
        .click();
      await page.goto('/cart');
      await capture(page, 'cart', width);

      expect((await page.request.post('/api/auth/sign-in', { data: reviewer })).status()).toBe(200);
      await page.goto(`/product/${iphone.id}`);
      await capture(page, 'product-signed-in', width);
      await page.goto('/cart');
      await capture(page, 'cart-signed-in', width);
    });
  });
}
