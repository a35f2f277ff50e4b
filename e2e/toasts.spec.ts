import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { messages } from '../src/shared/messages.ts';

/**
 * A toast never covers the logo or the search box. On a phone it comes up from
 * the bottom of the screen; on a wide screen it stays below the sticky header.
 */

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible();
  return (await locator.boundingBox())!;
}

/** Adds the product to the cart from its page; the toast says so. */
async function addToCartToast(page: Page, productId: string): Promise<Locator> {
  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: messages.catalog.addedToCart });
  await expect(toast).toBeVisible();
  // Sonner slides a toast in; its place is read once it has arrived.
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every((el) => el.getAnimations().length === 0),
  );
  return toast;
}

for (const width of [320, 360]) {
  test(`on a ${width} px phone a toast comes up at the bottom, clear of the logo and the search box`, async ({
    page,
    make,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    const { api, store } = await make.vendorWithStore();
    const product = await make.product(api, store.id);

    const toast = await boxOf(await addToCartToast(page, product.id));
    const logo = await boxOf(page.getByRole('banner').getByRole('link', { name: 'Oja' }));
    const search = await boxOf(page.getByRole('searchbox', { name: 'Search' }));
    expect(overlaps(toast, logo), 'the toast covers the logo').toBe(false);
    expect(overlaps(toast, search), 'the toast covers the search box').toBe(false);
    expect(toast.y, 'the toast is in the lower half of the screen').toBeGreaterThan(740 / 2);
    expect(toast.y + toast.height, 'the toast is wholly on the screen').toBeLessThanOrEqual(740);
  });
}

test('on a wide screen a toast shows just below the sticky header, over none of it', async ({ page, make }) => {
  const { api, store } = await make.vendorWithStore();
  const product = await make.product(api, store.id);

  const toast = await boxOf(await addToCartToast(page, product.id));
  const header = await boxOf(page.getByRole('banner'));
  expect(toast.y, 'the toast is below the header').toBeGreaterThanOrEqual(header.y + header.height);
  expect(toast.y, 'the toast is near the top').toBeLessThan(800 / 2);
});
