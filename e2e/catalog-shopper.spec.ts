import type { Page } from '@playwright/test';
import { test, expect, createCustomer, demoAccounts } from './fixtures.ts';
import { messages } from '../src/shared/messages.ts';
import { formatNaira } from '../src/shared/money.ts';
import { formatAverage } from '../src/web/catalog/rating.ts';
import { catalogUi } from '../src/web/catalog/catalog-ui-messages.ts';
import { addProductWithImages, findProduct, productPage, totalOf } from './support/shopper-catalog.ts';

/**
 * The shopper's catalog journeys (spec §2, §4, §5, §8, §9) against the seeded demo catalog.
 * Other specs may add products in the same run, so counts are checked against the API rather
 * than hard-coded, and every test that needs its own data makes it.
 */

const IPHONE = 'Apple iPhone 13 (UK used)'; // demo stock: 3
const SOLD_OUT = 'Hisense 32" LED TV'; // demo stock: 0

const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, / });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('Home shows up to 6 categories and the 8 newest products, with every catalog image lazy', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop like a pro' })).toBeVisible();
  const categories = page.getByRole('region', { name: 'Shop by Category' });
  await expect(categories.getByRole('link')).toHaveCount(6);
  const featured = page.getByRole('region', { name: 'Featured Products' });
  await expect(featured.getByRole('article')).toHaveCount(8);
  await expect(featured.getByRole('button', { name: /^Add to Cart/ }).first()).toBeVisible();
  await expect(featured.getByText(/^₦[\d,]+\.\d\d$/).first()).toBeVisible();
  await expect(featured.getByText(/^\d+ in stock$/).first()).toBeVisible();

  // The first screen stays light: no catalog image on home asks to load eagerly.
  const images = page.locator('main img');
  expect(await images.count()).toBeGreaterThanOrEqual(6);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('height', /\d+/);
  }

  const firstCategory = categories.getByRole('link').first();
  const categoryName = (await firstCategory.innerText()).trim();
  await firstCategory.click();
  await expect(page).toHaveURL(/\/category\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
});

test('A category page shows its image, description, count and cards; an unknown one goes home', async ({ page, request }) => {
  const total = await totalOf(request, '/api/catalog/categories/groceries');
  await page.goto('/category/groceries');
  await expect(page.getByRole('heading', { level: 1, name: 'Groceries' })).toBeVisible();
  await expect(page.getByText('Rice, garri, oil and pantry staples')).toBeVisible();
  await expect(page.getByText(messages.catalog.productsFound(total))).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(Math.min(total, 48));
  await expect(page.getByText(`Showing ${Math.min(total, 48)} of ${total}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(total > 48 ? 1 : 0);

  await page.goto('/category/no-such-category');
  await expect(page).toHaveURL('/');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});

test('A store page shows banner, logo, name, description, count and products; an unknown one goes home', async ({ page, request }) => {
  const total = await totalOf(request, '/api/catalog/stores/ikeja-gadget-hub');
  await page.goto('/store/ikeja-gadget-hub');
  await expect(page.getByRole('heading', { level: 1, name: 'Ikeja Gadget Hub' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ikeja Gadget Hub logo' })).toBeVisible();
  await expect(page.getByText('Phones, power and gadgets from Computer Village')).toBeVisible();
  await expect(page.getByText(`${total} products`)).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(Math.min(total, 48));

  await page.getByRole('link', { name: IPHONE }).click();
  await expect(page.getByRole('heading', { level: 1, name: IPHONE })).toBeVisible();

  await page.goto('/store/no-such-store');
  await expect(page).toHaveURL('/');
});

test('The product page keeps the quantity between 1 and the stock and adds it to the cart', async ({ page, request }) => {
  const iphone = await findProduct(request, IPHONE);
  expect(iphone.stockQuantity).toBe(3);
  await page.goto(`/product/${iphone.id}`);
  await expect(page.getByRole('heading', { level: 1, name: IPHONE })).toBeVisible();
  await expect(page.getByText(formatNaira(iphone.priceKobo)).first()).toBeVisible();
  await expect(page.getByText('3 in stock')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ikeja Gadget Hub' })).toHaveAttribute('href', '/store/ikeja-gadget-hub');
  await expect(page.getByRole('main').getByRole('link', { name: 'Phones & Tablets' }).first()).toBeVisible();

  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  const minus = page.getByRole('button', { name: 'Decrease quantity' });
  const plus = page.getByRole('button', { name: 'Increase quantity' });
  await expect(quantity).toHaveValue('1');
  await expect(minus).toBeDisabled(); // never below 1
  await plus.click();
  await plus.click();
  await expect(quantity).toHaveValue('3');
  await expect(plus).toBeDisabled(); // never above the stock
  await minus.click();
  await expect(quantity).toHaveValue('2');

  // Typed numbers are kept within 1..stock too.
  await quantity.fill('9');
  await quantity.blur();
  await expect(quantity).toHaveValue('3');
  await quantity.fill('0');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('1');
  await quantity.fill('2');

  await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, messages.catalog.addedToCart)).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  // Only one more is in stock: the cart never holds more than the stock.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: string; storeId: string; quantity: number; priceKobo: number }[]);
  expect(stored).toEqual([expect.objectContaining({ id: iphone.id, quantity: 3, priceKobo: iphone.priceKobo, storeId: expect.any(String) })]);
});

test('A product with several images has a keyboard-friendly gallery', async ({ page, request }) => {
  const signIn = await request.post('/api/auth/sign-in', { data: { email: demoAccounts.vendor.email, password: demoAccounts.vendor.password } });
  expect(signIn.status()).toBe(200);
  const name = `Gallery Test Wrapper ${Date.now()}`;
  const id = await addProductWithImages(request, name, [
    [200, 40, 40],
    [40, 160, 60],
    [40, 60, 200],
  ]);

  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const thumbnails = page.getByRole('list', { name: 'Product images' }).getByRole('button');
  await expect(thumbnails).toHaveCount(3);
  await expect(page.getByRole('img', { name: `${name}, image 1 of 3` })).toBeVisible();
  await expect(thumbnails.nth(0)).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Show image 2 of 3' }).click();
  await expect(page.getByRole('img', { name: `${name}, image 2 of 3` })).toBeVisible();
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-pressed', 'true');

  await thumbnails.nth(1).press('ArrowRight');
  await expect(thumbnails.nth(2)).toBeFocused();
  await expect(page.getByRole('img', { name: `${name}, image 3 of 3` })).toBeVisible();
  await page.keyboard.press('Home');
  await expect(thumbnails.nth(0)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('img', { name: `${name}, image 1 of 3` })).toBeVisible();

  // The main image and thumbnails come with their sizes (no layout shift) and a srcset.
  const main = page.getByRole('img', { name: `${name}, image 1 of 3` });
  await expect(main).toHaveAttribute('srcset', /400w.*1000w/);
  await expect(main).toHaveAttribute('width', '1000');
});

test('An out-of-stock product shows the overlay and cannot be added', async ({ page, request }) => {
  const tv = await findProduct(request, SOLD_OUT);
  await page.goto(`/search?q=${encodeURIComponent('Hisense')}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: SOLD_OUT }) });
  await expect(card.getByText(messages.catalog.outOfStock)).toBeVisible();
  await expect(card.getByRole('button', { name: /^Add to Cart/ })).toBeDisabled();
  await expect(card.getByText('0 in stock')).toBeVisible();

  await page.goto(`/product/${tv.id}`);
  await expect(page.getByRole('button', { name: messages.catalog.outOfStock })).toBeDisabled();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveCount(0);
});

test('Search finds near misses, counts each tab and prompts for an empty query', async ({ page, request }) => {
  await page.goto('/search?q=iphnoe');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “iphnoe”' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Products \(\d+\)$/, selected: true })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: IPHONE })).toBeVisible();

  const leather = (await (await request.get('/api/catalog/search?q=leather')).json()) as { products: unknown[]; categories: unknown[]; stores: unknown[] };
  await page.goto('/search?q=leather');
  await expect(page.getByRole('tab', { name: `Products (${leather.products.length})` })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: `Categories (${leather.categories.length})` })).toBeVisible();
  const storesTab = page.getByRole('tab', { name: `Stores (${leather.stores.length})` });
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(leather.products.length);

  // Arrow keys move between tabs (Radix); the Stores tab lists store tiles.
  await page.getByRole('tab', { name: /^Products/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Categories/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('No categories match “leather”.');
  await storesTab.click();
  await page.getByRole('tabpanel').getByRole('link', { name: /Aba Leather Works/ }).click();
  await expect(page).toHaveURL('/store/aba-leather-works');

  // A query with only categories opens on the Categories tab.
  await page.goto('/search?q=fashion');
  await expect(page.getByRole('tab', { name: /^Categories \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Fashion' })).toHaveAttribute('href', '/category/fashion');

  await page.goto('/search?q=');
  await expect(page.getByText(messages.catalog.searchPrompt)).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
});

test('A signed-out shopper is asked to sign in before reviewing', async ({ page, request }) => {
  const product = await findProduct(request, 'Ijebu Garri 10kg');
  await page.goto(`/product/${product.id}`);
  const write = page.getByRole('region', { name: 'Write a Review' });
  await expect(write.getByText(messages.reviews.signInToReview)).toBeVisible();
  await expect(write.getByRole('radio')).toHaveCount(0);
  await write.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/signin');
});

test('A shopper reviews a product, sees the average and count change, and a second review replaces the first', async ({ page, request }) => {
  const product = await findProduct(request, 'Football (size 5)');
  const before = await productPage(request, product.id);
  const sum = (before.rating.average ?? 0) * before.rating.count;
  const count = before.rating.count + 1;
  const shopper = await createCustomer(request, 'Review Shopper');
  const signIn = await page.request.post('/api/auth/sign-in', { data: { email: shopper.email, password: shopper.password } });
  expect(signIn.status()).toBe(200);

  await page.goto(`/product/${product.id}`);
  const write = page.getByRole('region', { name: 'Write a Review' });
  await expect(write.getByRole('radio', { name: '5 stars' })).toBeChecked(); // default 5
  await write.getByRole('radio', { name: '4 stars' }).check();
  await write.getByLabel('Comment (optional)').fill('Good ball, holds air well.');
  await write.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(page, messages.reviews.submitted)).toBeVisible();

  const average1 = (sum + 4) / count;
  await expect(page.getByRole('heading', { name: `Customer Reviews (${count})` })).toBeVisible();
  await expect(page.getByRole('main').getByRole('img', { name: `Rated ${Math.round(average1)} out of 5` }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: `${formatAverage(average1)} · ${catalogUi.reviewCount(count)}` })).toBeVisible();
  const mine = page.getByRole('article', { name: 'Review by Review Shopper' });
  await expect(mine).toContainText('Good ball, holds air well.');
  await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();

  // Writing again replaces the review: prefilled, announced, and the count stays.
  await expect(write.getByText(/Submitting again replaces your review/)).toBeVisible();
  await expect(write.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(write.getByLabel('Comment (optional)')).toHaveValue('Good ball, holds air well.');
  await write.getByRole('radio', { name: '2 stars' }).check();
  await write.getByLabel('Comment (optional)').fill('Lost its shape after a week.');
  await write.getByRole('button', { name: 'Update Review' }).click();
  await expect(toast(page, messages.reviews.submitted).first()).toBeVisible();
  const average2 = (sum + 2) / count;
  await expect(page.getByRole('link', { name: `${formatAverage(average2)} · ${catalogUi.reviewCount(count)}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Customer Reviews (${count})` })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Review by Review Shopper' })).toHaveCount(1);
  await expect(mine).toContainText('Lost its shape after a week.');
  await expect(mine.getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
});

test('The cart page: lines with totals, plus stops at the stock, remove, and the order summary', async ({ page, request }) => {
  const iphone = await findProduct(request, IPHONE);
  const garri = await findProduct(request, 'Ijebu Garri 10kg');
  await page.goto(`/product/${iphone.id}`);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  await page.goto('/search?q=garri');
  await page.getByRole('article').filter({ has: page.getByRole('link', { name: garri.name }) }).getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(toast(page, messages.catalog.addedToCart)).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');

  await cartLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  const iphoneLine = lines.filter({ hasText: IPHONE });
  await expect(iphoneLine.getByText(`${formatNaira(iphone.priceKobo)} each`)).toBeVisible();
  await expect(iphoneLine.getByText(formatNaira(iphone.priceKobo * 2), { exact: true })).toBeVisible();
  await expect(iphoneLine.getByRole('link', { name: IPHONE })).toHaveAttribute('href', `/product/${iphone.id}`);

  const plus = page.getByRole('button', { name: `Increase quantity of ${IPHONE}` });
  await plus.click();
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${IPHONE}` })).toHaveValue('3');
  await expect(plus).toBeDisabled(); // at stock_quantity
  await expect(iphoneLine.getByText(formatNaira(iphone.priceKobo * 3), { exact: true })).toBeVisible();

  const summary = page.getByRole('region', { name: 'Order Summary' });
  const subtotal = formatNaira(iphone.priceKobo * 3 + garri.priceKobo);
  await expect(summary.getByText('Subtotal')).toBeVisible();
  await expect(summary.getByText('Delivery Fee')).toBeVisible();
  await expect(summary.getByText('Calculated at checkout')).toBeVisible();
  await expect(summary.getByText('Total', { exact: true })).toBeVisible();
  await expect(summary.getByText(subtotal)).toHaveCount(2); // subtotal and total (fee at checkout)
  await expect(summary.getByRole('link', { name: 'Sign In to Checkout' })).toHaveAttribute('href', '/signin');

  // Minus at 1 removes the line (spec §4: quantity 0 removes it); Remove does too.
  await page.getByRole('button', { name: `Decrease quantity of ${garri.name}` }).click();
  await expect(lines).toHaveCount(1);
  await page.getByRole('button', { name: `Remove ${IPHONE}` }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');
});

test('A signed-in shopper is offered Proceed to Checkout', async ({ page, request }) => {
  const shopper = await createCustomer(request, 'Checkout Shopper');
  const signIn = await page.request.post('/api/auth/sign-in', { data: { email: shopper.email, password: shopper.password } });
  expect(signIn.status()).toBe(200);
  const garri = await findProduct(request, 'Ijebu Garri 10kg');
  await page.goto(`/product/${garri.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no catalog page is wider than the screen', async ({ page, request }) => {
    const iphone = await findProduct(request, IPHONE);
    await page.goto(`/product/${iphone.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    for (const url of ['/', '/category/phones-&-tablets', '/store/balogun-fabrics', `/product/${iphone.id}`, '/search?q=leather', '/cart']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${url} is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0);
    }
  });
});
