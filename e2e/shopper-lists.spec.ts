import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { messages } from '../src/shared/messages.ts';
import { capitalised, randomWord } from './support/factory.ts';

/**
 * Search counts and paging, and sorting and the in-stock filter on category, store and search
 * pages. The server sorts and filters; the page keeps the choice in its URL.
 */

/** Names of the product cards in the page's main grid, in order. */
const cardNames = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading').allInnerTexts();

test('Search says how many products match in all and pages through every one', async ({ page, make }) => {
  const word = capitalised(randomWord());
  const { api, store } = await make.vendorWithStore();
  for (let i = 1; i <= 25; i++) await make.product(api, store.id, { name: `${word} Ankara print ${i}` });

  await page.goto(`/search?q=${word}`);
  await expect(page.getByRole('tab', { name: 'Products (25)', selected: true })).toBeVisible();
  const cards = page.getByRole('tabpanel').getByRole('article');
  await expect(cards).toHaveCount(20);
  await expect(page.getByText('Showing 20 of 25')).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(25);
  await expect(page.getByText('Showing 25 of 25')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  expect(new Set(await cardNames(page)).size).toBe(25);
});

test('Category, store and search pages sort by price and keep only what is in stock, and say so in the URL', async ({
  page,
  make,
}) => {
  const word = capitalised(randomWord());
  const category = await make.category({ name: `${word} Kitchen` });
  const { api, store } = await make.vendorWithStore();
  const made = { cheap: `${word} Pot, sold out`, mid: `${word} Kettle`, dear: `${word} Blender` };
  await make.product(api, store.id, {
    name: made.cheap,
    priceKobo: 500_000,
    stockQuantity: 0,
    categoryId: category.id,
  });
  await make.product(api, store.id, {
    name: made.mid,
    priceKobo: 1_500_000,
    stockQuantity: 3,
    categoryId: category.id,
  });
  await make.product(api, store.id, {
    name: made.dear,
    priceKobo: 4_500_000,
    stockQuantity: 1,
    categoryId: category.id,
  });

  await page.goto(`/category/${category.slug}`);
  await expect(page.getByText(messages.catalog.productsFound(3))).toBeVisible();
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  const inStock = page.getByRole('checkbox', { name: 'In stock only' });
  await expect(sort).toHaveValue('newest');
  await sort.selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(`/category/${category.slug}?sort=price-asc`);
  await expect.poll(() => cardNames(page)).toEqual([made.cheap, made.mid, made.dear]);
  await inStock.check();
  await expect(page).toHaveURL(`/category/${category.slug}?sort=price-asc&inStock=1`);
  await expect.poll(() => cardNames(page)).toEqual([made.mid, made.dear]);
  await expect(page.getByText(messages.catalog.productsFound(2))).toBeVisible();

  // The link, shared: the same list, and the controls say how it is sorted and filtered.
  await page.reload();
  await expect(sort).toHaveValue('price-asc');
  await expect(inStock).toBeChecked();
  await expect.poll(() => cardNames(page)).toEqual([made.mid, made.dear]);

  await page.goto(`/store/${store.slug}?sort=price-desc`);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
  await expect.poll(() => cardNames(page)).toEqual([made.dear, made.mid, made.cheap]);
  await page.getByRole('checkbox', { name: 'In stock only' }).check();
  await expect(page).toHaveURL(`/store/${store.slug}?sort=price-desc&inStock=1`);
  await expect.poll(() => cardNames(page)).toEqual([made.dear, made.mid]);

  await page.goto(`/search?q=${word}`);
  await expect(page.getByRole('tab', { name: 'Products (3)' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await page.getByRole('checkbox', { name: 'In stock only' }).check();
  await expect(page).toHaveURL(`/search?q=${word}&sort=price-asc&inStock=1`);
  await expect(page.getByRole('tab', { name: 'Products (2)' })).toBeVisible();
  await expect.poll(() => cardNames(page)).toEqual([made.mid, made.dear]);
});
