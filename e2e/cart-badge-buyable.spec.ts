import { test, expect } from './fixtures.ts';
import { phone } from './support/viewports.ts';
import { addToCartFromPage } from './support/checkout.ts';

/**
 * The header's cart badge counts what can be bought. A line the cart has marked
 * out of stock stays in the cart (so it can come back) but is not counted.
 */
// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const [device, viewport] of [['phone', phone]] as const) {
  test.describe(`On a ${device}`, () => {
    test.use({ viewport });

    test('the cart badge leaves out a line that has gone out of stock', async ({ page, make }) => {
      const { api, store } = await make.vendorWithStore();
      const kettle = await make.product(api, store.id, { priceKobo: 2_500_000, stockQuantity: 4 });
      const blender = await make.product(api, store.id, { priceKobo: 4_000_000, stockQuantity: 3 });
      await addToCartFromPage(page, kettle.id);
      await addToCartFromPage(page, blender.id, 2);
      await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

      expect((await api.patch(`/api/products/${blender.id}`, { data: { stockQuantity: 0 } })).status()).toBe(200);
      await page.getByRole('link', { name: 'Cart, 3 items' }).click();
      const blenderLine = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').filter({
        hasText: blender.name,
      });
      await expect(blenderLine.getByText('Out of stock')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/shopper-cart-badge-${viewport.width}.png` });
    });
  });
}
