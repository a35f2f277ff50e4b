import path from 'node:path';
import { test, expect, usePageAs } from './fixtures.ts';
import { capitalised, randomWord } from './support/factory.ts';

/**
 * Names cut silently: the vendor's product form cut names at 120 characters
 * (maxlength), and shoppers then saw "…Family Size Jar f". The form says the limit beside the field
 * and refuses a longer name with a field error; cards end a long name with an ellipsis after a
 * whole word.
 */

// Screenshots for people to look at: SHOTS_DIR when set, else a scratch folder.
const shots = process.env.SHOTS_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'oja-shots');
const tooLong = (word: string) =>
  `${word} Original Palm Oil Pepper Soup Spice Blend With Uziza Seeds And Scent Leaf Family Size Jar for Parties and Weddings`;
const limitError = 'Product name must be at most 120 characters';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the product form says the name limit beside the field and refuses a longer name instead of cutting it', async ({
      page,
      make,
    }) => {
      const word = capitalised(randomWord());
      const name = tooLong(word);
      expect(name.length).toBeGreaterThan(120);
      const { api: vendor, store } = await make.vendorWithStore();
      const kept = await make.product(vendor, store.id, { name: `${word} Kettle` });
      const productNames = async () =>
        (
          (await (await vendor.get(`/api/stores/${store.id}/manage`)).json()) as { products: { name: string }[] }
        ).products.map((p) => p.name);

      await usePageAs(page, vendor);
      await page.goto(`/store/manage/${store.id}`);
      const form = page.getByRole('region', { name: 'Add Product' });
      const field = form.getByLabel('Product name');
      await expect(field).toHaveAccessibleDescription('Up to 120 characters');
      await expect(form.getByText('Up to 120 characters')).toBeVisible();
      await field.fill(name);
      // Nothing is cut while typing: the person sees all they typed.
      await expect(field).toHaveValue(name);
      await form.getByLabel('Price (₦)').fill('2500');
      await form.getByLabel('Stock quantity').fill('3');
      await form.getByRole('button', { name: 'Add Product' }).click();
      await expect(form.getByText(limitError)).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveValue(name);
      await page.screenshot({ path: `${shots}/product-name-limit-${viewport.width}.png`, fullPage: true });
      expect(await productNames()).toEqual([kept.name]);

      // The edit dialog says and does the same.
      await page.getByRole('button', { name: `Edit ${kept.name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Edit ${kept.name}` });
      const editField = dialog.getByLabel('Product name');
      await expect(editField).toHaveAccessibleDescription('Up to 120 characters');
      await editField.fill(name);
      await expect(editField).toHaveValue(name);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(dialog.getByText(limitError)).toBeVisible();
      expect(await productNames()).toEqual([kept.name]);
    });

    test('a long product name on a card ends with an ellipsis after a whole word', async ({ page, make }) => {
      const word = capitalised(randomWord());
      const name = tooLong(word)
        .slice(0, 120)
        .replace(/\s+\S*$/, ''); // the longest whole-word name allowed
      const { api: vendor, store } = await make.vendorWithStore();
      await make.product(vendor, store.id, { name });

      await page.goto(`/store/${store.slug}`);
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      const layout = await link.evaluate((a) => {
        const clamp = a.firstElementChild as HTMLElement;
        const box = clamp.getBoundingClientRect();
        const lineHeight = parseFloat(getComputedStyle(clamp).lineHeight);
        const words = Array.from(clamp.children, (word) => {
          const r = word.getBoundingClientRect();
          return {
            text: word.textContent,
            whole: r.bottom <= box.bottom + 0.5 || r.top >= box.bottom - 0.5,
            singleLine: r.height <= lineHeight + 0.5,
          };
        });
        return { lines: Math.round(box.height / lineHeight), clamped: clamp.scrollHeight > clamp.clientHeight, words };
      });
      expect(layout.clamped).toBe(true);
      expect(layout.lines).toBe(2);
      // Each word is one unit the ellipsis goes before or after, never through.
      expect(layout.words.map((w) => w.text)).toEqual(name.split(' '));
      expect(layout.words.filter((w) => !w.whole || !w.singleLine)).toEqual([]);
      await link.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/product-card-long-name-${viewport.width}.png` });
    });
  });
}
