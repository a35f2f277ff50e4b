import type { Locator, Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { capitalised, randomWord } from './support/factory.ts';

/**
 * The shopper on a phone: the cart fits small screens with long store
 * names, a search field is always at hand, the home page shows goods on its first screen, and
 * what a thumb taps is at least 44 px tall.
 */

const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, / });

/** Adds the product to the cart from its page. */
async function addToCart(page: Page, productId: string) {
  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartLink(page)).not.toHaveAccessibleName('Cart, empty');
}

for (const width of [320, 360]) {
  test.describe(`on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('cart lines with a long store name keep inside the screen, with the page margin', async ({ page, make }) => {
      const { api, store } = await make.vendorWithStore({
        name: `${capitalised(randomWord())} Balogun Fabrics and Textiles of Lagos Island`,
      });
      const fabric = await make.product(api, store.id, {
        name: `${capitalised(randomWord())} Hand-woven Aso-oke fabric, 4 yards`,
        priceKobo: 12_450_000,
      });
      const lace = await make.product(api, store.id, {
        name: `${capitalised(randomWord())} Swiss voile lace`,
        priceKobo: 9_900_000,
      });
      await addToCart(page, fabric.id);
      await addToCart(page, lace.id);

      await page.goto('/cart');
      await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
      await expect(page.getByText(store.name).first()).toBeAttached();
      const lines = page.getByRole('list', { name: 'Items in your cart' });
      for (const box of [lines, page.getByRole('region', { name: 'Order Summary' })]) {
        const { x, width: w } = (await box.boundingBox())!;
        expect(x, 'left margin').toBeGreaterThanOrEqual(16);
        expect(x + w, 'right margin').toBeLessThanOrEqual(width - 16);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });

    // A long query, long names and a long review never make the page wider than the phone.
    test('a 300-character search, long names and a 2,000-character review never scroll sideways', async ({
      page,
      make,
    }) => {
      const word = randomWord();
      const { api, store } = await make.vendorWithStore({
        name: `${capitalised(word)} Balogun Fabrics and Textiles Wholesale Emporium, Lagos Island`.slice(0, 80),
      });
      const product = await make.product(api, store.id, {
        name: `${capitalised(word)} Hand-woven Aso-oke fabric, 4 yards, with matching gele and ipele for owambe`,
      });
      const reviewer = await make.signIn(await make.customer('Oluwaseunfunmilayo Adebayo-Okonkwo-Chukwuemeka'));
      const comment = `Lovely fabric, wonderful colours! ${'Sooooo'.padEnd(120, 'o')}good. `.repeat(40).slice(0, 2000);
      const review = await reviewer.post(`/api/products/${product.id}/reviews`, { data: { rating: 5, comment } });
      expect(review.status(), await review.text()).toBe(201);

      const pages = [
        `/search?q=${encodeURIComponent(`${word} ${'aso-oke lace '.repeat(30)}`.slice(0, 300))}`,
        `/search?q=${word}${'x'.repeat(290)}`,
        `/store/${store.slug}`,
        `/product/${product.id}`,
      ];
      for (const path of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path.slice(0, 60)}… scrolls sideways`).toBe(0);
      }
    });
  });
}

test.describe('on a 360 × 740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a search field is on screen without opening the menu, and on the search page', async ({ page, make }) => {
    const word = randomWord();
    const { api, store } = await make.vendorWithStore();
    const product = await make.product(api, store.id, { name: `${capitalised(word)} Groundnut Oil` });

    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toBeVisible();
    expect((await search.boundingBox())!.y).toBeLessThan(200);
    await search.fill(word);
    await search.press('Enter');
    await expect(page).toHaveURL(`/search?q=${word}`);
    await expect(page.getByRole('link', { name: product.name })).toBeVisible();

    await page.goto('/search');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(word);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  });

  test('the home page shows categories and products on its first screen, and an empty category never first', async ({
    page,
    make,
  }) => {
    const stocked = await make.category({ name: `${capitalised(randomWord())} Provisions`, image: true });
    const { api, store } = await make.vendorWithStore();
    await make.product(api, store.id, { categoryId: stocked.id, images: [[40, 120, 80]] });
    const empty = await make.category({ name: `${capitalised(randomWord())} Nothing Yet` }); // the newest

    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const categories = page.getByRole('region', { name: 'Shop by Category' }).getByRole('link');
    await expect(categories.first()).toBeVisible();
    await expect(categories.first()).not.toHaveText(empty.name);
    const firstCategory = (await categories.first().boundingBox())!;
    expect(
      firstCategory.y + firstCategory.height,
      'the first category is wholly on the first screen',
    ).toBeLessThanOrEqual(740);
    const firstProduct = (await page
      .getByRole('region', { name: 'Featured Products' })
      .getByRole('article')
      .first()
      .boundingBox())!;
    expect(firstProduct.y, 'the first product starts on the first screen').toBeLessThan(740 - 100);
  });

  test('the links and buttons a shopper taps are at least 44 px tall', async ({ page, make }) => {
    const category = await make.category();
    const { api, store } = await make.vendorWithStore();
    const product = await make.product(api, store.id, { categoryId: category.id, stockQuantity: 4 });
    const other = await make.product(api, store.id);

    /** Every link, button and control on screen in `scope` that is under 44 px tall. */
    const tooSmall = async (where: string, scope: Locator) => {
      const small = await scope.evaluate((root) => {
        const found: string[] = [];
        // Toasts come and go on their own.
        for (const el of root.querySelectorAll<HTMLElement>(
          ':is(a[href], button, select, input, [role="tab"]):not([data-sonner-toaster] *)',
        )) {
          // A checkbox or radio is tapped through its label.
          const tapped =
            el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
              ? (el.closest('label') ?? el)
              : el;
          const box = tapped.getBoundingClientRect();
          // Not on screen: hidden, or visually hidden like the skip link until it is focused.
          if (
            box.width <= 1 ||
            box.height <= 1 ||
            getComputedStyle(tapped).clipPath !== 'none' ||
            getComputedStyle(tapped).visibility === 'hidden'
          )
            continue;
          if (box.height < 44)
            found.push(`${el.getAttribute('aria-label') ?? el.textContent?.trim()} (${Math.round(box.height)} px)`);
        }
        return found;
      });
      expect(small, `${where}: targets under 44 px tall`).toEqual([]);
    };

    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: store.name })).toBeVisible(); // Sold by
    await tooSmall('product page', page.locator('body'));

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await addToCart(page, other.id);
    await page.goto('/cart');
    await expect(page.getByRole('button', { name: `Remove ${product.name}` })).toBeVisible();
    await tooSmall('cart', page.locator('body'));

    await page.goto(`/category/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await tooSmall('category page', page.locator('body'));

    await page.goto('/signin');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
    await tooSmall('sign-in page', page.locator('body'));

    await usePageAs(page, await make.signIn(await make.customer()));
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('radio', { name: '5 stars' })).toBeVisible();
    await tooSmall('product page, signed in', page.getByRole('main'));
  });
});
