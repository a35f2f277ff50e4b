import type { Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { messages } from '../src/shared/messages.ts';
import { formatNaira } from '../src/shared/money.ts';
import { capitalised, randomWord } from './support/factory.ts';
import { productPage } from './support/shopper-catalog.ts';
import { appHasTakenOver } from './support/app-ready.ts';

/**
 * The shopper's catalog journeys (docs/product.md#home to docs/product.md#cart). Each test makes the categories,
 * stores and products it looks at (see `make`), named with a random word, so what it counts is
 * its own; on shared pages (home) it checks only what holds whatever other tests add meanwhile.
 */

const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, / });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
/** A product card (its name is the card's heading). */
const cardOf = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('Home shows up to 6 categories and the 8 newest products; only the first row of pictures loads at once', async ({
  page,
  make,
}) => {
  const category = await make.category({ image: true });
  const { api, store } = await make.vendorWithStore();
  const product = await make.product(api, store.id, {
    categoryId: category.id,
    stockQuantity: 6,
    images: [[200, 40, 40]],
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop like a pro' })).toBeVisible();
  // Ours are the newest, so they show; others may be added meanwhile, never more than the limits.
  const categories = page.getByRole('region', { name: 'Shop by Category' });
  await expect(categories.getByRole('link', { name: category.name })).toBeVisible();
  expect(await categories.getByRole('link').count()).toBeLessThanOrEqual(6);
  const featured = page.getByRole('region', { name: 'Featured Products' });
  const card = featured
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
  await expect(card).toBeVisible();
  expect(await featured.getByRole('article').count()).toBeLessThanOrEqual(8);
  await expect(card.getByRole('button', { name: /^Add to Cart/ })).toBeVisible();
  await expect(card.getByText(formatNaira(product.priceKobo))).toBeVisible();
  await expect(card.getByText('6 in stock')).toBeVisible();

  // The first screen stays light: the first row of featured products (two cards on a phone, where
  // the page's largest picture is) loads at once with high priority; every other image lazily.
  const images = page.locator('main img');
  expect(await images.count()).toBeGreaterThanOrEqual(2); // our category's and our product's at least
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('height', /\d+/);
  }
  for (const image of await categories.locator('img').all()) await expect(image).toHaveAttribute('loading', 'lazy');
  for (const [i, article] of (await featured.getByRole('article').all()).entries()) {
    for (const image of await article.locator('img').all()) {
      await expect(image).toHaveAttribute('loading', i < 2 ? 'eager' : 'lazy');
      if (i < 2) await expect(image).toHaveAttribute('fetchpriority', 'high');
    }
  }

  await categories.getByRole('link', { name: category.name }).click();
  await expect(page).toHaveURL(`/category/${category.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
});

test('A category page shows its image, description, count and cards; an unknown one goes home', async ({
  page,
  make,
}) => {
  const category = await make.category({ description: 'Rice, garri, oil and pantry staples', image: true });
  const { api, store } = await make.vendorWithStore();
  for (const name of ['Ijebu Garri 10kg', 'Ofada Rice 5kg', 'Palm Oil 4L']) {
    await make.product(api, store.id, { name: `${name} ${randomWord(4)}`, categoryId: category.id });
  }
  await make.product(api, store.id); // in no category: not counted

  await page.goto(`/category/${category.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  await expect(page.getByText('Rice, garri, oil and pantry staples')).toBeVisible();
  await expect(page.getByRole('main').locator('header img')).toBeVisible();
  await expect(page.getByText(messages.catalog.productsFound(3))).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
  await expect(page.getByText('Showing 3 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  await page.goto(`/category/no-such-${randomWord(6)}`);
  await expect(page).toHaveURL('/');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});

test('A store page shows banner, logo, name, description, count and products; an unknown one goes home', async ({
  page,
  make,
}) => {
  const { api, store } = await make.vendorWithStore({
    description: 'Phones, power and gadgets from Computer Village',
    images: true,
  });
  const phone = await make.product(api, store.id, { name: `${capitalised(randomWord())} Phone 13 (UK used)` });
  await make.product(api, store.id);

  await page.goto(`/store/${store.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
  await expect(page.getByRole('img', { name: `${store.name} logo` })).toBeVisible();
  await expect(page.getByText('Phones, power and gadgets from Computer Village')).toBeVisible();
  await expect(page.getByText('2 products')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);

  await page.getByRole('link', { name: phone.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: phone.name })).toBeVisible();

  await page.goto(`/store/no-such-${randomWord(6)}`);
  await expect(page).toHaveURL('/');
});

test('The product page keeps the quantity between 1 and the stock and adds it to the cart', async ({ page, make }) => {
  const category = await make.category();
  const { api, store } = await make.vendorWithStore();
  const phone = await make.product(api, store.id, {
    name: `${capitalised(randomWord())} Phone 13`,
    priceKobo: 38_500_000,
    stockQuantity: 3,
    categoryId: category.id,
  });
  await page.goto(`/product/${phone.id}`);
  await expect(page.getByRole('heading', { level: 1, name: phone.name })).toBeVisible();
  await expect(page.getByText(formatNaira(phone.priceKobo)).first()).toBeVisible();
  await expect(page.getByText('3 in stock')).toBeVisible();
  await expect(page.getByRole('link', { name: store.name })).toHaveAttribute('href', `/store/${store.slug}`);
  await expect(page.getByRole('main').getByRole('link', { name: category.name }).first()).toBeVisible();

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
  const stored = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('cart') ?? '[]') as {
        id: string;
        storeId: string;
        quantity: number;
        priceKobo: number;
      }[],
  );
  expect(stored).toEqual([
    expect.objectContaining({ id: phone.id, quantity: 3, priceKobo: phone.priceKobo, storeId: store.id }),
  ]);
});

test('A product with several images has a keyboard-friendly gallery', async ({ page, make }) => {
  const { api, store } = await make.vendorWithStore();
  const { id, name } = await make.product(api, store.id, {
    name: `${capitalised(randomWord())} Gift Wrapper`,
    images: [
      [200, 40, 40],
      [40, 160, 60],
      [40, 60, 200],
    ],
  });

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

test('An out-of-stock product shows the overlay and cannot be added', async ({ page, make }) => {
  const { api, store } = await make.vendorWithStore();
  const word = capitalised(randomWord());
  const tv = await make.product(api, store.id, { name: `${word} 32" LED TV`, stockQuantity: 0 });
  await page.goto(`/search?q=${word}`);
  const card = cardOf(page, tv.name);
  await expect(card.getByText(messages.catalog.outOfStock, { exact: true }).first()).toBeVisible();
  await expect(card.getByRole('button', { name: /^Out of Stock/ })).toBeDisabled();
  await expect(card.getByRole('button', { name: /^Add to Cart/ })).toHaveCount(0);
  await expect(card.getByText('0 in stock')).toBeVisible();

  await page.goto(`/product/${tv.id}`);
  await expect(page.getByRole('heading', { level: 1, name: tv.name })).toBeVisible();
  await expect(page.getByRole('button', { name: messages.catalog.outOfStock })).toBeDisabled();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveCount(0);
});

test('Search finds near misses, counts each tab and prompts for an empty query', async ({ page, make }) => {
  // Only this test's names contain these words, so every count below is ours.
  const word = randomWord();
  const { api, store } = await make.vendorWithStore({ name: `${capitalised(word)} Leather Works` });
  const belt = await make.product(api, store.id, { name: `${capitalised(word)} Belt` });
  await make.product(api, store.id, { name: `${capitalised(word)} Wallet` });
  const categoryWord = randomWord();
  const category = await make.category({ name: `${capitalised(categoryWord)} Fashion` });

  const typo = word.slice(0, 5) + word.slice(6); // one letter left out
  await page.goto(`/search?q=${typo}`);
  await expect(page.getByRole('heading', { level: 1, name: `Results for “${typo}”` })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Products \(\d+\)$/, selected: true })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: belt.name })).toBeVisible();

  await page.goto(`/search?q=${word}`);
  await expect(page.getByRole('tab', { name: 'Products (2)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Categories (0)' })).toBeVisible();
  const storesTab = page.getByRole('tab', { name: 'Stores (1)' });
  await expect(storesTab).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(2);

  // Arrow keys move between tabs (Radix) once the app has taken over; the Stores tab lists store tiles.
  await appHasTakenOver(page);
  await page.getByRole('tab', { name: /^Products/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Categories/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(`No categories match “${word}”.`);
  await storesTab.click();
  await page
    .getByRole('tabpanel')
    .getByRole('link', { name: new RegExp(store.name) })
    .click();
  await expect(page).toHaveURL(`/store/${store.slug}`);

  // A query with only categories opens on the Categories tab.
  await page.goto(`/search?q=${categoryWord}`);
  await expect(page.getByRole('tab', { name: 'Categories (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: category.name })).toHaveAttribute(
    'href',
    `/category/${category.slug}`,
  );

  await page.goto('/search?q=');
  await expect(page.getByText(messages.catalog.searchPrompt)).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
});

test('A signed-out shopper is asked to sign in before reviewing', async ({ page, make }) => {
  const { api, store } = await make.vendorWithStore();
  const product = await make.product(api, store.id);
  await page.goto(`/product/${product.id}`);
  const write = page.getByRole('region', { name: 'Write a Review' });
  await expect(write.getByText(messages.reviews.signInToReview)).toBeVisible();
  await expect(write.getByRole('radio')).toHaveCount(0);
  await write.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/signin');
});

test('A shopper reviews a product, sees the average and count change, and a second review replaces the first', async ({
  page,
  request,
  make,
}) => {
  const { api, store } = await make.vendorWithStore();
  const product = await make.product(api, store.id, { name: `${capitalised(randomWord())} Football (size 5)` });
  expect((await productPage(request, product.id)).rating.count).toBe(0);
  const shopper = await make.customer('Review Shopper');
  await usePageAs(page, await make.signIn(shopper));

  await page.goto(`/product/${product.id}`);
  const write = page.getByRole('region', { name: 'Write a Review' });
  await expect(write.getByRole('radio', { name: '5 stars' })).toBeChecked(); // default 5
  await write.getByRole('radio', { name: '4 stars' }).check();
  await write.getByLabel('Comment (optional)').fill('Good ball, holds air well.');
  await write.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(page, messages.reviews.submitted)).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Customer Reviews (1)' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('img', { name: 'Rated 4 out of 5' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rated 4.0 out of 5, 1 review' })).toBeVisible();
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
  await expect(page.getByRole('link', { name: 'Rated 2.0 out of 5, 1 review' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Customer Reviews (1)' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Review by Review Shopper' })).toHaveCount(1);
  await expect(mine).toContainText('Lost its shape after a week.');
  await expect(mine.getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
});

test('The cart page: lines with totals, plus stops at the stock, remove, and the order summary', async ({
  page,
  make,
}) => {
  const { api, store } = await make.vendorWithStore();
  const word = capitalised(randomWord());
  const phone = await make.product(api, store.id, {
    name: `${word} Phone 13`,
    priceKobo: 38_500_000,
    stockQuantity: 3,
  });
  const garri = await make.product(api, store.id, {
    name: `${word} Garri 10kg`,
    priceKobo: 1_450_000,
    stockQuantity: 40,
  });
  await page.goto(`/product/${phone.id}`);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  await page.goto(`/search?q=${encodeURIComponent(garri.name)}`);
  await cardOf(page, garri.name)
    .getByRole('button', { name: /^Add to Cart/ })
    .click();
  await expect(toast(page, messages.catalog.addedToCart)).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');

  await cartLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  const phoneLine = lines.filter({ hasText: phone.name });
  await expect(phoneLine.getByText(`${formatNaira(phone.priceKobo)} each`)).toBeVisible();
  await expect(phoneLine.getByText(formatNaira(phone.priceKobo * 2), { exact: true })).toBeVisible();
  await expect(phoneLine.getByRole('link', { name: phone.name })).toHaveAttribute('href', `/product/${phone.id}`);

  const plus = page.getByRole('button', { name: `Increase quantity of ${phone.name}` });
  await plus.click();
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${phone.name}` })).toHaveValue('3');
  await expect(plus).toBeDisabled(); // at stock_quantity
  await expect(phoneLine.getByText(formatNaira(phone.priceKobo * 3), { exact: true })).toBeVisible();

  const summary = page.getByRole('region', { name: 'Order Summary' });
  const subtotal = formatNaira(phone.priceKobo * 3 + garri.priceKobo);
  await expect(summary.getByText('Subtotal')).toBeVisible();
  await expect(summary.getByText('Delivery Fee')).toBeVisible();
  await expect(summary.getByText('Calculated at checkout')).toBeVisible();
  await expect(summary.getByText('Total', { exact: true })).toBeVisible();
  await expect(summary.getByText(subtotal)).toHaveCount(2); // subtotal and total (fee at checkout)
  await expect(summary.getByRole('link', { name: 'Sign In to Checkout' })).toHaveAttribute('href', '/signin');

  // Minus at 1 removes the line (docs/product.md#cart: quantity 0 removes it); Remove does too.
  await page.getByRole('button', { name: `Decrease quantity of ${garri.name}` }).click();
  await expect(lines).toHaveCount(1);
  await page.getByRole('button', { name: `Remove ${phone.name}` }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');
});

test('A signed-in shopper is offered Proceed to Checkout', async ({ page, make }) => {
  const { api, store } = await make.vendorWithStore();
  const product = await make.product(api, store.id);
  await usePageAs(page, await make.signIn(await make.customer('Checkout Shopper')));
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no catalog page is wider than the screen', async ({ page, make }) => {
    const word = randomWord();
    const category = await make.category({
      name: `${capitalised(word)} Phones & Tablets`,
      description: 'Smartphones, tablets and accessories',
      image: true,
    });
    // A store name longer than the screen: the cart line cuts it instead of growing (e2e/every-route.spec.ts checks every page at 320 px).
    const { api, store } = await make.vendorWithStore({
      name: `${capitalised(randomWord())} Balogun Fabrics and Textiles Emporium`,
      description: 'Ankara, lace and aso-oke by the yard.',
      images: true,
    });
    const product = await make.product(api, store.id, {
      name: `${capitalised(word)} Hand-woven Aso-oke fabric, 4 yards`,
      priceKobo: 12_450_000,
      categoryId: category.id,
      images: [[120, 40, 160]],
    });
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    for (const url of [
      '/',
      `/category/${category.slug}`,
      `/store/${store.slug}`,
      `/product/${product.id}`,
      `/search?q=${word}`,
      '/cart',
    ]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${url} is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0);
    }
  });
});
