import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { phone } from './support/viewports.ts';
import { capitalised, randomWord } from './support/factory.ts';
import { fillShipping, ordersOf } from './support/checkout.ts';
import { orderCard } from './support/orders-api.ts';
import { messages } from '../src/shared/messages.ts';

/**
 * Sizes and colours end to end (docs/product.md#variants): a vendor gives a dress sizes and colours
 * with a stock (and a price) per combination; a shopper chooses a size and a colour, sees a sold-out
 * size crossed out, buys in the sandbox, and the vendor's order card names "Size M · Black".
 */

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const shots = process.env.SHOTS_DIR;

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [phone]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a vendor gives a dress sizes and colours → a shopper chooses Size M · Black and buys it → the vendor sees it on the order', async ({
      page,
      make,
    }) => {
      test.slow();
      const word = capitalised(randomWord());
      const { api: vendor, store } = await make.vendorWithStore();
      const dress = await make.product(vendor, store.id, {
        name: `${word} Ankara Dress`,
        priceKobo: 500_000,
        stockQuantity: 1,
        images: [
          [200, 40, 40],
          [20, 20, 20],
        ],
      });
      const shot = async (name: string, fullPage = true) => {
        if (shots) await page.screenshot({ path: path.join(shots, `${name}-${viewport.width}.png`), fullPage });
      };

      await test.step('the vendor names the sizes and colours and sets each one’s stock, price and picture', async () => {
        await usePageAs(page, vendor);
        await page.goto(`/store/manage/${store.id}`);
        const row = page.getByTestId('managed-product').filter({ hasText: dress.name });
        await row.getByRole('button', { name: `Sizes & colours of ${dress.name}` }).click();
        const dialog = page.getByRole('dialog', { name: `Sizes & colours of ${dress.name}` });
        await dialog.getByLabel('Option 1 name').fill('Size');
        await dialog.getByLabel('Option 1 values').fill('S, M, L');
        await dialog.getByRole('button', { name: 'Add an option' }).click();
        await dialog.getByLabel('Option 2 name').fill('Colour');
        await dialog.getByLabel('Option 2 values').fill('Red, Black');
        await shot('variants-editor-top', false);
        for (const label of ['Size M · Red', 'Size M · Black', 'Size L · Red', 'Size L · Black'])
          await dialog.getByRole('group', { name: label }).getByLabel('Stock').fill('2');
        const black = dialog.getByRole('group', { name: 'Size M · Black' });
        await black.getByLabel('Price (₦)').fill('6000');
        await black.getByLabel('Picture').selectOption({ label: 'Picture 2' });
        await shot('variants-editor');
        await dialog.getByRole('button', { name: 'Save sizes & colours' }).click();
        await expect(toast(page, 'Sizes & colours saved')).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect(row).toContainText('Stock:8');
        await expect(row).toContainText('Size (3), Colour (2)');
        await row.scrollIntoViewIfNeeded();
        await shot('variants-manage-list', false);
      });

      const buyer = await make.signIn(await make.customer(`${word} Shopper`));
      await test.step('the store page card says "from ₦5,000.00" and sends the shopper to choose', async () => {
        await usePageAs(page, buyer);
        await page.goto(`/store/${store.slug}`);
        const card = page.getByRole('article').filter({ hasText: dress.name });
        await expect(card).toContainText('from ₦5,000.00');
        await shot('variants-store-card');
        await card.getByRole('link', { name: /^Choose options/ }).click();
        await expect(page).toHaveURL(`/product/${dress.id}`);
      });

      await test.step('the shopper sees a sold-out size crossed out and must choose a size, then a colour', async () => {
        await expect(page.getByText('from ₦5,000.00')).toBeVisible();
        // Every Size S is sold out: crossed out, still there and focusable, read as out of stock.
        const small = page.getByRole('button', { name: 'S (out of stock)' });
        await expect(small).toBeVisible();
        await expect(small).toBeEnabled();
        await page.getByRole('button', { name: 'Choose a size' }).click();
        await expect(page.getByRole('button', { name: 'S (out of stock)' })).toBeFocused();
        await page.getByRole('button', { name: 'M', exact: true }).click();
        await expect(page.getByRole('button', { name: 'M', exact: true })).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByRole('button', { name: 'Choose a colour' })).toBeVisible();
        await page.getByRole('button', { name: 'Black', exact: true }).click();
        // The URL keeps the choice, so it can be shared; the price follows it.
        await expect(page).toHaveURL(/size=M/);
        await expect(page).toHaveURL(/colour=Black/);
        await expect(page.getByText('₦6,000.00', { exact: true })).toBeVisible();
        await expect(page.getByText('2 in stock')).toBeVisible();
        await shot('variants-product-page');
      });

      await test.step('a shared link opens with the same choice, rendered so on the server', async () => {
        const html = await (await page.request.get(page.url())).text();
        expect(html).toMatch(/aria-pressed="true"[^>]*>Black</);
        await page.reload();
        await expect(page.getByRole('button', { name: 'Black', exact: true })).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByText('₦6,000.00', { exact: true })).toBeVisible();
      });

      await test.step('the shopper buys Size M · Black in the sandbox', async () => {
        await page.getByRole('button', { name: 'Add to Cart' }).click();
        await expect(toast(page, messages.catalog.addedToCart)).toBeVisible();
        await page.goto('/cart');
        await expect(page.getByText('Size M · Black')).toBeVisible();
        await shot('variants-cart');
        await page.goto('/checkout');
        await fillShipping(page, 'Lagos');
        await expect(page.getByTestId('checkout-total')).toHaveText('₦7,500.00'); // 6,000 + the Lagos fee
        await expect(page.getByText('(Size M · Black)')).toBeVisible();
        await page.getByRole('radio', { name: /Paystack/ }).check();
        await shot('variants-checkout');
        await page.getByRole('button', { name: 'Pay ₦7,500.00' }).click();
        const pay = page.getByRole('dialog', { name: 'Oja test payment' });
        await pay.getByRole('button', { name: 'Pay', exact: true }).click();
        await expect(toast(page, messages.checkout.paymentSuccessful)).toBeVisible();
        await expect(page).toHaveURL(/\/profile$/);
        await expect(page.getByText('Size M · Black').first()).toBeVisible();
        await shot('variants-customer-orders');
      });

      const [order] = await ordersOf(buyer);
      expect(order!.totalAmountKobo).toBe(750_000);

      await test.step('the vendor sees Size M · Black on the order', async () => {
        await usePageAs(page, vendor);
        await page.goto('/vendor-dashboard');
        const card = orderCard(page, order!.id);
        await expect(card).toContainText(`${dress.name} (Size M · Black) × 1`);
        await shot('variants-vendor-order');
      });
    });
  });
}
