import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { messages } from '../src/shared/messages.ts';
import { appHasTakenOver } from './support/app-ready.ts';
import { contrastOf } from './support/contrast.ts';
import { capitalised, randomWord, type Factory } from './support/factory.ts';

/**
 * Keyboard and screen-reader users after a change: focus lands on the new page's
 * heading after navigation and somewhere sensible after removing from the cart; the success toast
 * is readable. And the cart can be cleared, after a confirmation (docs/product.md#cart).
 */

const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, / });
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function threeInCart(page: Page, make: Factory) {
  const { api, store } = await make.vendorWithStore();
  const word = capitalised(randomWord());
  const products = [];
  for (const name of ['Garri 5kg', 'Palm Oil 1L', 'Ofada Rice 5kg'])
    products.push(await make.product(api, store.id, { name: `${word} ${name}` }));
  for (const product of products) {
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
  }
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  return { store, products };
}

test('After following a link, focus is on the new page’s heading', async ({ page, make }) => {
  const category = await make.category();
  const { api, store } = await make.vendorWithStore();
  const product = await make.product(api, store.id, { categoryId: category.id });

  await page.goto(`/product/${product.id}`);
  await expect(h1(page, product.name)).toBeVisible();
  await appHasTakenOver(page);
  await page.getByRole('link', { name: store.name }).click();
  await expect(h1(page, store.name)).toBeFocused();

  await page.getByRole('link', { name: product.name }).click();
  await expect(h1(page, product.name)).toBeFocused();

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: category.name }).click();
  await expect(h1(page, category.name)).toBeFocused();

  await cartLink(page).click();
  await expect(h1(page, 'Your Cart')).toBeFocused();

  await page.goBack();
  await expect(h1(page, category.name)).toBeFocused();
});

test('After Remove, focus moves to the next line’s Remove button, and to the heading once the cart is empty', async ({
  page,
  make,
}) => {
  const { products } = await threeInCart(page, make);
  const [garri, oil, rice] = products as [(typeof products)[0], (typeof products)[0], (typeof products)[0]];
  await page.goto('/cart');
  await page.getByRole('button', { name: `Remove ${garri.name}` }).click();
  await expect(page.getByRole('button', { name: `Remove ${oil.name}` })).toBeFocused();
  // The last line: focus goes to the line before it.
  await page.getByRole('button', { name: `Remove ${rice.name}` }).click();
  await expect(page.getByRole('button', { name: `Remove ${oil.name}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(h1(page, 'Your Cart')).toBeFocused();
});

test('The success toast is readable: its text has at least 4.5:1 contrast', async ({ page, make }) => {
  const { api, store } = await make.vendorWithStore();
  const product = await make.product(api, store.id);
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const toast = page
    .locator('[data-sonner-toast][data-type="success"]')
    .filter({ hasText: messages.catalog.addedToCart });
  await expect(toast).toBeVisible();
  const title = toast.getByText(messages.catalog.addedToCart);
  const [text, background] = await title.evaluate((el) => {
    const box = el.closest('[data-sonner-toast]')!;
    return [getComputedStyle(el).color, getComputedStyle(box).backgroundColor];
  });
  expect(await contrastOf(page, text!, background!), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
});

test('The cart can be cleared after confirming, and Cancel keeps it', async ({ page, make }) => {
  await threeInCart(page, make);
  await page.goto('/cart');
  const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(3);

  await page.getByRole('button', { name: 'Clear cart' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove everything from your cart?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(lines).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Clear cart' })).toBeFocused();

  await page.getByRole('button', { name: 'Clear cart' }).click();
  await dialog.getByRole('button', { name: 'Clear cart' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
  await expect(h1(page, 'Your Cart')).toBeFocused();
});
