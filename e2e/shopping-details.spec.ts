import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { messages } from '../src/shared/messages.ts';
import { randomWord } from './support/factory.ts';

/**
 * Small shopping gaps. A product card's store name opens the store; a long
 * review shows its first lines with "Read more"; an out-of-stock button plainly cannot be pressed;
 * the phone's search box says what it searches without being cut off.
 */

test('the store name on a product card opens the store', async ({ page, make }) => {
  const category = await make.category();
  const { api, store } = await make.vendorWithStore();
  const product = await make.product(api, store.id, { categoryId: category.id });

  await page.goto(`/category/${category.slug}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: product.name }) });
  await card.getByRole('link', { name: store.name }).click();

  await expect(page).toHaveURL(`/store/${store.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
});

test('a long review shows its first lines, and Read more shows the rest', async ({ page, make }) => {
  const { api, store } = await make.vendorWithStore();
  const product = await make.product(api, store.id);
  const long = `${'The aso-oke is soft and the colours hold after washing. '.repeat(36)}Last words.`.slice(-2000);
  for (const [name, comment] of [
    ['Ngozi Long', long],
    ['Bola Short', 'Good value.'],
  ] as const) {
    const reviewer = await make.signIn(await make.customer(name));
    const response = await reviewer.post(`/api/products/${product.id}/reviews`, { data: { rating: 4, comment } });
    expect(response.status(), await response.text()).toBe(201);
  }

  await page.goto(`/product/${product.id}`);
  const longReview = page.getByRole('article', { name: 'Review by Ngozi Long' });
  const text = longReview.getByText(/The aso-oke is soft/);
  const readMore = longReview.getByRole('button', { name: 'Read more' });
  await expect(readMore).toHaveAttribute('aria-expanded', 'false');
  expect(await isCut(text), 'the long review is cut short').toBe(true);
  await expect(page.getByRole('article', { name: 'Review by Bola Short' }).getByRole('button')).toHaveCount(0);

  await readMore.click();
  const readLess = longReview.getByRole('button', { name: 'Read less' });
  await expect(readLess).toHaveAttribute('aria-expanded', 'true');
  expect(await isCut(text), 'the whole review shows').toBe(false);
  await expect(longReview.getByText(/Last words\.$/)).toBeVisible();
});

/** Whether the element's text is cut off (its content is taller than its box). */
function isCut(element: Locator): Promise<boolean> {
  return element.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
}

/** An OKLCH colour's chroma: near 0 for a grey, about 0.15 for the green of Add to Cart. */
async function backgroundChroma(button: Locator): Promise<number> {
  const colour = await button.evaluate((el) => {
    // Computed colours come in the colour space they were written in; a canvas turns any into sRGB.
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = getComputedStyle(el).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data];
  });
  const [r, g, b] = colour.map((c) => c / 255) as [number, number, number];
  return Math.max(r, g, b) - Math.min(r, g, b);
}

test('an out-of-stock product card says so on a grey button that cannot be pressed', async ({ page, make }) => {
  const category = await make.category();
  const { api, store } = await make.vendorWithStore();
  const inStock = await make.product(api, store.id, { categoryId: category.id, name: `${randomWord()} In Stock` });
  const soldOut = await make.product(api, store.id, {
    categoryId: category.id,
    name: `${randomWord()} Sold Out`,
    stockQuantity: 0,
  });

  await page.goto(`/category/${category.slug}`);
  const buttonOf = (label: string, name: string) =>
    page.getByRole('button', { name: new RegExp(`^${label}\\s*: ${name}$`) });
  const addButton = buttonOf('Add to Cart', inStock.name);
  await expect(addButton).toBeEnabled();
  const soldOutButton = buttonOf(messages.catalog.outOfStock, soldOut.name);
  await expect(soldOutButton).toBeDisabled();
  await expect(buttonOf('Add to Cart', soldOut.name)).toHaveCount(0);
  // Grey, at full strength (not a faded green), with the not-allowed pointer.
  expect(await backgroundChroma(soldOutButton)).toBeLessThan(0.05);
  expect(await backgroundChroma(addButton)).toBeGreaterThan(0.2);
  await expect(soldOutButton).toHaveCSS('opacity', '1');
  await expect(soldOutButton).toHaveCSS('cursor', 'not-allowed');
});

for (const width of [320, 360]) {
  test(`on a ${width} px phone the search box's hint fits it whole`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    for (const path of ['/', '/search']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const search = page.getByRole('searchbox', { name: 'Search' });
      await expect(search).toBeVisible();
      const { hint, room, used } = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        return {
          hint: input.placeholder,
          used: context.measureText(input.placeholder).width,
          room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        };
      });
      expect(hint, 'it still says what it searches').toMatch(/^Search /);
      expect(used, `"${hint}" fits the box on ${path}`).toBeLessThanOrEqual(room);
    }
  });
}
