import os from 'node:os';
import path from 'node:path';
import { test, expect } from './fixtures.ts';
import { phone } from './support/viewports.ts';
import { capitalised, randomWord } from './support/factory.ts';

// Screenshots for people to look at: SHOTS_DIR when set, else a scratch folder.
const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');

/**
 * Most phone keyboards type plain "oyo" for "Ọ̀yọ́". Search folds tone marks and
 * dot-below on both sides, so the plain spelling finds the Yoruba name and the other way round.
 */
// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [phone]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('typing "oyo" without tone marks finds a product named "Ọ̀yọ́ … Ìyá Àgbà"', async ({ page, make }) => {
      // Only this test's names hold the random word, so what is found is ours.
      const word = randomWord();
      const { api, store } = await make.vendorWithStore();
      const rice = await make.product(api, store.id, { name: `Ọ̀yọ́ ${capitalised(word)} Rice by Ìyá Àgbà` });

      await page.goto('/');
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill(`oyo ${word}`);
      await search.press('Enter');

      await expect(page.getByRole('heading', { level: 1, name: `Results for “oyo ${word}”` })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Products (1)', selected: true })).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('link', { name: rice.name })).toBeVisible();
      await page.screenshot({ path: `${shots}/search-oyo-${viewport.width}.png` });
    });
  });
}
