import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { addToCartFromPage, fillShipping } from './support/checkout.ts';

/**
 * Not a test: captures the cart (with quote notices), the checkout, the sandbox payment dialog,
 * a page under the TEST MODE ribbon and the checkout without payment set up at 320, 360 and 1280 px into SHOTS_DIR (default .tmp/screens) for a person to look at. Run with
 * `CAPTURE_SCREENS=1 npx playwright test e2e/checkout.screens.ts` after a build.
 */
const outDir = path.resolve(process.env.SHOTS_DIR ?? path.join('.tmp', 'screens'));

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /Loading|Checking/ })).toHaveCount(0);
}

const shot = (page: Page, name: string, width: number, fullPage = true) =>
  page.screenshot({ path: path.join(outDir, `checkout-${name}-${width}.png`), fullPage });

for (const width of [320, 360, 1280]) {
  test(`Cart, checkout and the sandbox payment at ${width} px`, async ({ page, make }) => {
    await page.setViewportSize({ width, height: width < 400 ? 740 : 900 });
    const a = await make.vendorWithStore({ name: `Balogun Fabrics and Textiles ${width}` });
    const b = await make.vendorWithStore({ name: `Mama Put Kitchen ${width}` });
    const lace = await make.product(a.api, a.store.id, {
      name: 'Swiss Voile Lace, 5 yards, wine and gold',
      priceKobo: 150_000,
      stockQuantity: 10,
      images: [[120, 40, 160]],
    });
    const oil = await make.product(a.api, a.store.id, { name: 'Palm Oil 1L', priceKobo: 200_000, stockQuantity: 10 });
    const chinchin = await make.product(b.api, b.store.id, {
      name: 'Chin chin 500g',
      priceKobo: 90_000,
      images: [[220, 160, 40]],
    });
    const gone = await make.product(b.api, b.store.id, { name: 'Zobo drink 1L', priceKobo: 50_000 });
    await usePageAs(page, await make.signIn(await make.customer('Ngozi Eze')));
    await addToCartFromPage(page, lace.id);
    await addToCartFromPage(page, oil.id, 4);
    await addToCartFromPage(page, chinchin.id, 2);
    await addToCartFromPage(page, gone.id);
    await a.api.patch(`/api/products/${lace.id}`, { data: { priceKobo: 180_000 } });
    await a.api.patch(`/api/products/${oil.id}`, { data: { stockQuantity: 2 } });
    await b.api.delete(`/api/products/${gone.id}`);

    await page.goto('/cart');
    await expect(page.getByText('Price changed from ₦1,500.00 to ₦1,800.00')).toBeVisible();
    await settle(page);
    await shot(page, 'cart-notices', width);

    await page.goto('/checkout');
    await settle(page);
    await shot(page, 'form', width);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await shot(page, 'form-missing', width);
    await fillShipping(page, 'Lagos');
    await shot(page, 'form-filled', width);
    await page.getByRole('button', { name: /^Pay ₦/ }).click();
    await expect(page.getByRole('dialog', { name: 'Oja test payment' })).toBeVisible();
    await shot(page, 'sandbox-dialog', width, false);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    // The TEST MODE ribbon on a shopper page, and the checkout of a marketplace with no payment set up.
    await page.goto('/');
    await settle(page);
    await page.evaluate(() => window.scrollTo(0, 0)); // the app restores the home page's earlier scroll
    await shot(page, 'home-test-mode', width, false);
    await page.route('**/api/checkout/methods', (route) => route.fulfill({ json: { methods: [], testMode: false } }));
    await page.goto('/checkout');
    await settle(page);
    await shot(page, 'not-set-up', width);
  });
}
