import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { messages } from '../src/shared/messages.ts';
import { contrastOf } from './support/contrast.ts';
import { capitalised, randomWord } from './support/factory.ts';

/**
 * What a shopper sees before the data is there and when there is nothing to buy:
 * an out-of-stock product looks out of stock; on slow data the first screen is never blank, the
 * product page has a skeleton, and skeletons are visible.
 */

const backgroundOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);

type Block = { width: number; height: number; color: string; behind: string };

/**
 * The placeholder blocks of a skeleton: visible elements painted in a colour (not white, not
 * transparent), with the colour of what is behind them (the nearest painted ancestor).
 */
function blocksIn(scope: Locator): Promise<Block[]> {
  return scope.evaluate((root) => {
    const clear = (c: string) => c === 'rgba(0, 0, 0, 0)' || c === 'transparent';
    const white = (c: string) => c === 'rgb(255, 255, 255)';
    const found: Block[] = [];
    for (const el of root.querySelectorAll('*')) {
      const color = getComputedStyle(el).backgroundColor;
      const box = el.getBoundingClientRect();
      if (clear(color) || white(color) || box.width < 8 || box.height < 8) continue;
      let parent = el.parentElement;
      while (parent && clear(getComputedStyle(parent).backgroundColor)) parent = parent.parentElement;
      found.push({
        width: box.width,
        height: box.height,
        color,
        behind: parent ? getComputedStyle(parent).backgroundColor : 'rgb(255, 255, 255)',
      });
    }
    return found;
  });
}

/** Holds every request matching `url` until `release` is called. */
async function hold(page: Page, url: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('An out-of-stock product page says so on its image and offers no primary button', async ({ page, make }) => {
  const { api, store } = await make.vendorWithStore();
  const word = capitalised(randomWord());
  const inStock = await make.product(api, store.id, { name: `${word} Standing Fan`, images: [[30, 90, 160]] });
  const soldOut = await make.product(api, store.id, {
    name: `${word} Rechargeable Lamp`,
    stockQuantity: 0,
    images: [[160, 90, 30]],
  });

  await page.goto(`/product/${inStock.id}`);
  const primary = await backgroundOf(page.getByRole('button', { name: 'Add to Cart' }));

  await page.goto(`/product/${soldOut.id}`);
  await expect(page.getByRole('heading', { level: 1, name: soldOut.name })).toBeVisible();
  const image = (await page.getByRole('img', { name: soldOut.name }).boundingBox())!;
  const badges = page.getByRole('main').getByText(messages.catalog.outOfStock, { exact: true });
  const onImage = [];
  for (const badge of await badges.all()) {
    const box = (await badge.boundingBox())!;
    if (
      box.x >= image.x &&
      box.y >= image.y &&
      box.x + box.width <= image.x + image.width &&
      box.y + box.height <= image.y + image.height
    )
      onImage.push(badge);
  }
  expect(onImage, '"Out of Stock" on the image').toHaveLength(1);
  await expect(onImage[0]!).toBeVisible();

  const control = page.getByRole('button', { name: messages.catalog.outOfStock });
  await expect(control).toBeDisabled();
  expect(await backgroundOf(control), 'the disabled control is not drawn like the primary button').not.toBe(primary);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
});

test('On slow data the first screen shows the header and a skeleton before the app’s code arrives', async ({
  page,
}) => {
  // The cart is not rendered on the server: until the app's code arrives it is the static shell.
  const release = await hold(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto('/cart', { waitUntil: 'commit' });
  const banner = page.getByRole('banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Oja' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeAttached();
  expect((await blocksIn(page.locator('body'))).length, 'placeholder blocks under the header').toBeGreaterThan(3);

  // The app replaces the static shell: one header, the real page.
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
});

test('On slow data a shopper page is on screen, rendered by the server, before the app’s code arrives', async ({
  page,
}) => {
  const release = await hold(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Shop like a pro' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured Products' }).getByRole('article').first()).toBeVisible();
  release();
  await expect(page.getByRole('banner')).toHaveCount(1);
});

// Server-rendered pages arrive with their data; the skeletons show when the shopper moves to a page in the app.
test('The product page shows a skeleton of itself while it loads', async ({ page, make }) => {
  const { api, store } = await make.vendorWithStore();
  const product = await make.product(api, store.id);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/store/${store.slug}`);
  await page.waitForLoadState('networkidle');
  const release = await hold(page, `**/api/catalog/products/${product.id}`);
  await page.getByRole('link', { name: product.name }).first().click();
  const loading = page.getByRole('status').filter({ hasText: 'Loading product…' });
  await expect(loading).toBeVisible();
  // Shaped like the page: a square picture the width of the column, then lines of text. Read until
  // it holds: the route's skeleton (while the page's code loads) hands over to the page's own (while
  // its data loads), and React hides the first before removing it.
  await expect
    .poll(
      async () => {
        const blocks = await blocksIn(loading.filter({ visible: true }).first());
        return blocks.length > 3 && blocks.some((b) => b.width > 300 && Math.abs(b.width - b.height) < 2);
      },
      { message: 'a square picture block, then lines of text' },
    )
    .toBe(true);
  release();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(loading).toHaveCount(0);
});

test('Category skeletons stand out from what is behind them', async ({ page, make }) => {
  const category = await make.category();
  const { api, store } = await make.vendorWithStore();
  const product = await make.product(api, store.id, { categoryId: category.id });
  await page.goto(`/product/${product.id}`);
  await page.waitForLoadState('networkidle');
  const release = await hold(page, `**/api/catalog/categories/${category.slug}*`);
  await page.getByRole('link', { name: category.name }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading products…' })).toBeVisible();
  const blocks = await blocksIn(page.getByRole('main'));
  expect(blocks.length).toBeGreaterThan(4);
  for (const { color, behind } of blocks)
    expect(await contrastOf(page, color, behind), `skeleton ${color} on ${behind}`).toBeGreaterThanOrEqual(1.3);
  release();
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
});
