import { test, expect, usePageAs } from './fixtures.ts';
import { addToCartFromPage } from './support/checkout.ts';

/**
 * The cart before checkout (docs/product.md#cart): plus stops at the stock, the cart can be cleared,
 * and every line is checked with the server when the cart opens — a new price, a stock below the
 * quantity or a product gone is said in words on its line and corrected, never silently dropped.
 */

const cartLink = (page: import('@playwright/test').Page) => page.getByRole('link', { name: /^Cart, / });

test('Plus stops at the stock, and Clear cart empties the cart after a confirmation', async ({ page, make }) => {
  const { api, store } = await make.vendorWithStore();
  const kettle = await make.product(api, store.id, { stockQuantity: 2 });
  const mat = await make.product(api, store.id, { name: `Prayer Mat ${kettle.name}` });
  await addToCartFromPage(page, kettle.id);
  await addToCartFromPage(page, mat.id);

  await page.goto('/cart');
  const plus = page.getByRole('button', { name: `Increase quantity of ${kettle.name}` });
  await plus.click();
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${kettle.name}` })).toHaveValue('2');
  await expect(plus).toBeDisabled();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');

  await page.getByRole('button', { name: 'Clear cart' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear cart' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
});

test('A price the vendor changed, a stock that fell and a product gone are said on their lines and corrected', async ({
  page,
  make,
}) => {
  const { api, store } = await make.vendorWithStore();
  const rice = await make.product(api, store.id, { name: 'Ofada Rice 5kg', priceKobo: 150_000, stockQuantity: 10 });
  const oil = await make.product(api, store.id, { name: 'Palm Oil 1L', priceKobo: 200_000, stockQuantity: 10 });
  const garri = await make.product(api, store.id, { name: 'Garri 2kg', priceKobo: 90_000, stockQuantity: 10 });
  await addToCartFromPage(page, rice.id);
  await addToCartFromPage(page, oil.id, 5);
  await addToCartFromPage(page, garri.id);

  // While the shopper is away: a new price, stock sold elsewhere, a product withdrawn.
  expect((await api.patch(`/api/products/${rice.id}`, { data: { priceKobo: 180_000 } })).status()).toBe(200);
  expect((await api.patch(`/api/products/${oil.id}`, { data: { stockQuantity: 2 } })).status()).toBe(200);
  expect((await api.delete(`/api/products/${garri.id}`)).status()).toBe(200);

  await page.goto('/cart');
  const line = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  await expect(line(rice.name)).toContainText('Price changed from ₦1,500.00 to ₦1,800.00');
  await expect(line(rice.name)).toContainText('₦1,800.00 each');
  await expect(line(oil.name)).toContainText('Only 2 left — quantity lowered to 2');
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${oil.name}` })).toHaveValue('2');
  await expect(line(garri.name)).toContainText('No longer available');
  await expect(line(garri.name)).toContainText('Not included in your total');
  await expect(page.getByRole('status').filter({ hasText: 'Some items in your cart have changed' })).toBeVisible();

  // ₦1,800 + 2 × ₦2,000: the withdrawn line counts nowhere (not in the badge either),
  // yet stays until the shopper removes it.
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('₦5,800.00').first()).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await page.getByRole('button', { name: `Remove ${garri.name}` }).click();
  await expect(line(garri.name)).toHaveCount(0);

  // The corrections are saved: a reload shows the same words and prices.
  await page.reload();
  await expect(line(rice.name)).toContainText('Price changed from ₦1,500.00 to ₦1,800.00');
  await expect(summary.getByText('₦5,800.00').first()).toBeVisible();
});

test('Sign In to Checkout comes back to /checkout with the cart intact', async ({ page, make }) => {
  const { api, store } = await make.vendorWithStore();
  const product = await make.product(api, store.id);
  const customer = await make.customer('Amaka Obi');
  await addToCartFromPage(page, product.id, 2);

  await page.goto('/cart');
  await page.getByRole('link', { name: 'Sign In to Checkout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText(`${product.name} × 2`);
  await expect(page.getByLabel('Full name')).toHaveValue('Amaka Obi');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
});

test('A shopper signed in sees Proceed to Checkout', async ({ page, make }) => {
  const { api, store } = await make.vendorWithStore();
  const product = await make.product(api, store.id);
  await usePageAs(page, await make.signIn(await make.customer()));
  await addToCartFromPage(page, product.id);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});
