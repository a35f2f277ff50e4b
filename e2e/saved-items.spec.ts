import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { phone, sidewaysScroll } from './support/viewports.ts';
import { formatNaira } from '../src/shared/money.ts';

/**
 * Saved items (docs/product.md#saved-items): a shopper hearts products while signed out, signs in
 * and finds them saved on the account (the browser's copy gone); the Saved page then says how the
 * price moved and that a sold-out product is back in stock, and takes an item out or to the cart.
 */

const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`), fullPage: true });
};

const deviceSaved = (page: Page) => page.evaluate(() => localStorage.getItem('saved-items'));

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const [device, viewport] of [['phone', phone]] as const) {
  test.describe(`On a ${device}`, () => {
    test.use({ viewport });

    test('saved signed out, then signed in: the items are on the account, with price changes and back in stock', async ({
      page,
      make,
    }) => {
      const { api, store } = await make.vendorWithStore();
      const kettle = await make.product(api, store.id, { priceKobo: 2_500_000, stockQuantity: 4 });
      const blender = await make.product(api, store.id, { priceKobo: 4_000_000, stockQuantity: 0 });
      const shopper = await make.customer('Amaka Saver');
      const savedRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/saved-items')) savedRequests.push(request.url());
      });

      // Signed out: a heart on a card, and one beside the product page's name.
      await page.goto(`/store/${store.slug}`);
      const cardHeart = page.getByRole('button', { name: `Save ${kettle.name}` });
      await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
      await cardHeart.click();
      const savedCardHeart = page.getByRole('button', { name: `Remove ${kettle.name} from saved` });
      await expect(savedCardHeart).toHaveAttribute('aria-pressed', 'true');
      await shot(page, `saved-card-heart-${viewport.width}`);

      await page.goto(`/product/${blender.id}`);
      await page.getByRole('button', { name: `Save ${blender.name}` }).click();
      await expect(page.getByRole('button', { name: `Remove ${blender.name} from saved` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await shot(page, `saved-product-page-${viewport.width}`);
      // Signed out, the hearts keep to the browser, newest first, and never ask the server.
      expect(JSON.parse((await deviceSaved(page))!)).toEqual([blender.id, kettle.id]);
      expect(savedRequests).toEqual([]);

      // The Saved page asks to sign in, and comes back once signed in.
      await page.getByRole('link', { name: 'Saved items' }).click();
      await expect(page).toHaveURL('/saved');
      await expect(page.getByText('2 items saved on this device')).toBeVisible();
      await shot(page, `saved-page-signed-out-${viewport.width}`);
      await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
      await expect(page).toHaveURL('/signin');
      await page.getByLabel('Email').fill(shopper.email);
      await page.getByLabel('Password').fill(shopper.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL('/saved');
      const list = page.getByRole('list', { name: 'Saved items' });
      await expect(list.getByRole('link', { name: kettle.name })).toBeVisible();
      await expect(list.getByRole('link', { name: blender.name })).toBeVisible();
      await expect(page.getByText('2 saved items')).toBeVisible();
      await expect.poll(() => deviceSaved(page)).toBeNull();

      // The vendor lowers the kettle's price and restocks the blender.
      expect((await api.patch(`/api/products/${kettle.id}`, { data: { priceKobo: 2_100_000 } })).status()).toBe(200);
      expect((await api.patch(`/api/products/${blender.id}`, { data: { stockQuantity: 3 } })).status()).toBe(200);
      await page.reload();
      const kettleLine = list.getByRole('listitem').filter({ hasText: kettle.name });
      const blenderLine = list.getByRole('listitem').filter({ hasText: blender.name });
      await expect(kettleLine.getByText(formatNaira(2_100_000))).toBeVisible();
      await expect(kettleLine.getByText(`Price dropped from ${formatNaira(2_500_000)}`)).toBeVisible();
      await expect(blenderLine.getByText('Back in stock')).toBeVisible();
      await shot(page, `saved-page-${viewport.width}`);
      const overflow = await sidewaysScroll(page);
      expect(overflow).toBe(0);

      // Then it goes up: said the other way.
      expect((await api.patch(`/api/products/${kettle.id}`, { data: { priceKobo: 2_700_000 } })).status()).toBe(200);
      await page.reload();
      await expect(kettleLine.getByText(`Price went up from ${formatNaira(2_500_000)}`)).toBeVisible();

      // Add to cart from the Saved page; remove the blender (focus stays in the list).
      await kettleLine.getByRole('button', { name: /^Add to Cart/ }).click();
      await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
      await blenderLine.getByRole('button', { name: `Remove ${blender.name} from saved` }).click();
      await expect(list.getByRole('link', { name: blender.name })).toHaveCount(0);
      await expect(list.getByRole('button', { name: `Remove ${kettle.name} from saved` })).toBeFocused();

      // The hearts follow the account: the kettle's is pressed, the blender's not.
      await page.goto(`/product/${blender.id}`);
      await expect(page.getByRole('button', { name: `Save ${blender.name}` })).toHaveAttribute('aria-pressed', 'false');
      await page.goto(`/store/${store.slug}`);
      await expect(page.getByRole('button', { name: `Remove ${kettle.name} from saved` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
  });
}

test('signed in, a heart saves to the account at once, and the same account sees it in another browser', async ({
  page,
  browser,
  baseURL,
  make,
}) => {
  const { api, store } = await make.vendorWithStore();
  const product = await make.product(api, store.id);
  await make.product(api, store.id);
  const shopper = await make.customer('Tunde Saver');
  await usePageAs(page, await make.signIn(shopper));
  const savedRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/saved-items')) savedRequests.push(new URL(request.url()).pathname);
  });
  // A first view signed in asks for the saved ids once, however many hearts the page has.
  await page.goto(`/store/${store.slug}`);
  await expect(page.getByRole('button', { name: `Save ${product.name}` })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(savedRequests).toEqual(['/api/saved-items/ids']);

  await page.goto(`/product/${product.id}`);
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/saved-items/${product.id}`));
  await page.getByRole('button', { name: `Save ${product.name}` }).click();
  expect((await saved).status()).toBe(201);
  expect(await deviceSaved(page)).toBeNull();

  const elsewhere = await browser.newContext({ baseURL });
  const other = await elsewhere.newPage();
  await usePageAs(other, await make.signIn(shopper));
  await other.goto('/saved');
  await expect(
    other.getByRole('list', { name: 'Saved items' }).getByRole('link', { name: product.name }),
  ).toBeVisible();
  await expect(other.getByRole('button', { name: `Remove ${product.name} from saved` })).toBeVisible();
  await elsewhere.close();
});
