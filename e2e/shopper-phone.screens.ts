import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { capitalised, randomWord } from './support/factory.ts';

/**
 * Not a test: captures the shopper's pages at 320, 360 and 1280 px, with long names in the data,
 * into .tmp/screens/shopper-*.png for a person to look at, including the loading states (the
 * static shell before the app's code, the product and category skeletons) and the clear-cart
 * dialog. Run with `CAPTURE_SCREENS=1 npx playwright test e2e/shopper-phone.screens.ts` after
 * `npx vite build`.
 */
const outDir = path.resolve('.tmp', 'screens');

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /Loading|Checking/ })).toHaveCount(0);
  // Lazy images below the fold load only when scrolled to.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

async function shot(page: Page, name: string, width: number, fullPage = true) {
  await page.screenshot({ path: path.join(outDir, `shopper-${name}-${width}.png`), fullPage });
}

/** Holds matching requests until the returned function is called. */
async function hold(page: Page, url: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue().catch(() => {}); // the page may have moved on
  });
  return async () => {
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  };
}

for (const width of [320, 360, 1280]) {
  test(`capture at ${width}px`, async ({ page, make }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
    await mkdir(outDir, { recursive: true });
    const word = capitalised(randomWord());
    const category = await make.category({
      name: `${word} Fabrics, Lace & Aso-oke`,
      description: 'Hand-woven aso-oke, lace and Ankara prints by the yard.',
      image: true,
    });
    const { api, store } = await make.vendorWithStore({
      name: `${word} Balogun Fabrics and Textiles Wholesale Emporium`,
      description: 'Ankara, lace and aso-oke by the yard.',
      images: true,
    });
    const products = [];
    for (const [name, priceKobo, stockQuantity, rgb] of [
      ['Hand-woven Aso-oke fabric, 4 yards, wine and gold', 12_450_000, 6, [120, 40, 160]],
      ['Swiss voile lace, 5 yards', 9_900_000, 0, [200, 200, 220]],
      ['Ankara print, 6 yards', 1_850_000, 12, [220, 120, 30]],
      ['George wrapper', 4_500_000, 3, [30, 120, 90]],
    ] as const) {
      products.push(
        await make.product(api, store.id, {
          name: `${word} ${name}`,
          priceKobo,
          stockQuantity,
          categoryId: category.id,
          images: [[...rgb]],
        }),
      );
    }
    const [aso, lace, ankara] = products as [(typeof products)[0], (typeof products)[0], (typeof products)[0]];

    await page.goto('/');
    await settle(page);
    await shot(page, 'home', width);
    await shot(page, 'home-first-screen', width, false);

    await page.goto(`/category/${category.slug}?sort=price-asc`);
    await settle(page);
    await shot(page, 'category', width);

    await page.goto(`/store/${store.slug}`);
    await settle(page);
    await shot(page, 'store', width);

    await page.goto(`/product/${aso.id}`);
    await settle(page);
    await shot(page, 'product', width);

    await page.goto(`/product/${lace.id}`);
    await settle(page);
    await shot(page, 'product-sold-out', width);

    await page.goto(`/search?q=${word}`);
    await settle(page);
    await shot(page, 'search', width);
    await page.goto('/search');
    await settle(page);
    await shot(page, 'search-empty', width);

    for (const product of [aso, ankara]) {
      await page.goto(`/product/${product.id}`);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
    }
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
    await page.waitForTimeout(600); // the toast slides in
    await shot(page, 'toast', width, false);
    await page.goto('/cart');
    await settle(page);
    await shot(page, 'cart', width);
    await page.getByRole('button', { name: 'Clear cart' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await shot(page, 'cart-clear-dialog', width, false);
    await page.keyboard.press('Escape');

    await page.goto('/signin');
    await settle(page);
    await shot(page, 'signin', width);

    // Loading states: the product and category skeletons, and the static shell.
    let release = await hold(page, `**/api/catalog/products/${aso.id}`);
    await page.goto(`/product/${aso.id}`);
    await expect(page.getByRole('status').filter({ hasText: 'Loading product' })).toBeVisible();
    await shot(page, 'product-loading', width, false);
    await release();
    release = await hold(page, `**/api/catalog/categories/${category.slug}*`);
    await page.goto(`/category/${category.slug}`);
    await expect(page.getByRole('status').filter({ hasText: 'Loading products' })).toBeVisible();
    await shot(page, 'category-loading', width, false);
    await release();
    release = await hold(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('banner')).toBeVisible();
    await shot(page, 'static-shell', width, false);
    await release();

    await usePageAs(page, await make.signIn(await make.customer('Chiamakachukwu Oluwadamilare-Nwankwo')));
    await page.goto(`/product/${aso.id}`);
    await settle(page);
    await shot(page, 'product-signed-in', width);
  });
}
