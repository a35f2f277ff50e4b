import os from 'node:os';
import path from 'node:path';
import { test, expect } from './fixtures.ts';
import { desktop } from './support/viewports.ts';
import { capitalised, randomWord } from './support/factory.ts';

// Screenshots for people to look at: SHOTS_DIR when set, else a scratch folder.
const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');

/**
 * Page addresses said another way than the app's own. The plain slug form
 * ("lowercase, spaces to hyphens") of a name with "&" opens the page at its canonical slug.
 */
// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a store typed in the plain slug form opens the store at its own address', async ({ page, make }) => {
      const word = capitalised(randomWord());
      const { store } = await make.vendorWithStore({ name: `${word} Sports & Toys` });
      const specForm = `${word} Sports & Toys`.toLowerCase().replace(/ /g, '-');

      await page.goto(`/store/${specForm}`);

      await expect(page).toHaveURL(`/store/${store.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
      await page.screenshot({ path: `${shots}/spec-slug-store-${viewport.width}.png` });
    });

    test('a category typed in the plain slug form opens the category at its own address', async ({ page, make }) => {
      const word = capitalised(randomWord());
      const category = await make.category({ name: `${word} Home & Kitchen` });

      await page.goto(`/category/${category.name.toLowerCase().replace(/ /g, '-')}`);

      await expect(page).toHaveURL(`/category/${category.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    });
  });
}
