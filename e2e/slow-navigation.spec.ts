import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { capitalised, randomWord } from './support/factory.ts';

/**
 * On a slow connection, moving to the search or product page inside the app
 * shows that page's skeleton at once, as the category page does, while the page's code and data
 * are on their way; never the old page standing still with no sign that anything is happening.
 */

/** Holds every request matching `url` until the returned function is called. */
async function hold(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The slow phone: the page's code (any script not loaded yet) and the API's answers wait. */
async function slowConnection(page: Page, api: string | RegExp): Promise<() => void> {
  const releaseCode = await hold(page, /\/assets\/[^/]+\.js$/);
  const releaseData = await hold(page, api);
  return () => {
    releaseCode();
    releaseData();
  };
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('moving to a product page shows its skeleton at once', async ({ page, make }) => {
      const { api, store } = await make.vendorWithStore();
      const product = await make.product(api, store.id, { name: `${capitalised(randomWord())} Rechargeable Fan` });
      await page.goto(`/store/${store.slug}`);
      await page.waitForLoadState('networkidle');

      const release = await slowConnection(page, `**/api/catalog/products/${product.id}`);
      await page.getByRole('link', { name: product.name }).first().click();
      await expect(page).toHaveURL(`/product/${product.id}`);
      await expect(page.getByRole('status').filter({ hasText: 'Loading product…' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: store.name })).toHaveCount(0);

      release();
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading product…' })).toHaveCount(0);
    });

    test('a search shows a skeleton of its results at once', async ({ page, make }) => {
      const word = randomWord();
      const { api, store } = await make.vendorWithStore();
      const product = await make.product(api, store.id, { name: `${capitalised(word)} Groundnut Oil` });
      await page.goto('/');
      await page.waitForLoadState('networkidle');

      const release = await slowConnection(page, '**/api/catalog/search?*');
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill(word);
      await search.press('Enter');
      await expect(page).toHaveURL(`/search?q=${word}`);
      await expect(page.getByRole('status').filter({ hasText: 'Loading products…' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Shop like a pro' })).toHaveCount(0);

      release();
      await expect(page.getByRole('heading', { level: 1, name: `Results for “${word}”` })).toBeVisible();
      await expect(page.getByRole('link', { name: product.name })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading products…' })).toHaveCount(0);
    });
  });
}
