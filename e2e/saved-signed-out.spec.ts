import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { phone, sidewaysScroll } from './support/viewports.ts';
import { formatNaira } from '../src/shared/money.ts';

/**
 * Signed out, the Saved page shows what this browser saved, on the same lines as
 * an account's (picture, name, store, price, stock, Add to Cart, Remove), with a prompt to sign in
 * to keep them across devices, instead of only saying how many there are.
 */

const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`), fullPage: true });
};

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const [device, viewport] of [['phone', phone]] as const) {
  test.describe(`On a ${device}`, () => {
    test.use({ viewport });

    test('a signed-out shopper sees the items saved on this device, and is asked to sign in to keep them', async ({
      page,
      make,
    }) => {
      const { api, store } = await make.vendorWithStore();
      const kettle = await make.product(api, store.id, { priceKobo: 2_500_000, stockQuantity: 4 });
      const blender = await make.product(api, store.id, { priceKobo: 4_000_000, stockQuantity: 0 });

      await page.goto(`/product/${kettle.id}`);
      await page.getByRole('button', { name: `Save ${kettle.name}` }).click();
      await expect(page.getByRole('button', { name: `Remove ${kettle.name} from saved` })).toBeVisible();
      await page.goto(`/product/${blender.id}`);
      await page.getByRole('button', { name: `Save ${blender.name}` }).click();
      await expect(page.getByRole('button', { name: `Remove ${blender.name} from saved` })).toBeVisible();

      await page.getByRole('link', { name: 'Saved items' }).click();
      await expect(page).toHaveURL('/saved');
      await expect(page.getByText('2 items saved on this device')).toBeVisible();
      const list = page.getByRole('list', { name: 'Saved items' });
      const kettleLine = list.getByRole('listitem').filter({ hasText: kettle.name });
      const blenderLine = list.getByRole('listitem').filter({ hasText: blender.name });
      await expect(kettleLine.getByRole('link', { name: kettle.name })).toBeVisible();
      await expect(kettleLine.getByText(formatNaira(2_500_000))).toBeVisible();
      await expect(kettleLine.getByText(store.name)).toBeVisible();
      await expect(blenderLine.getByText('Out of stock', { exact: true })).toBeVisible();
      await expect(page.getByText('Sign in to keep them across your devices.')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toBeVisible();
      await shot(page, `shopper-saved-signed-out-${viewport.width}`);
      const overflow = await sidewaysScroll(page);
      expect(overflow).toBe(0);

      await kettleLine.getByRole('button', { name: /^Add to Cart/ }).click();
      await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

      await blenderLine.getByRole('button', { name: `Remove ${blender.name} from saved` }).click();
      await expect(list.getByRole('link', { name: blender.name })).toHaveCount(0);
      await expect(page.getByText('1 item saved on this device')).toBeVisible();
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('saved-items')))!)).toEqual([kettle.id]);
    });
  });
}
