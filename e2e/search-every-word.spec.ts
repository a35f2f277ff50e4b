import { test, expect } from './fixtures.ts';
import { phone } from './support/viewports.ts';
import { capitalised, randomWord } from './support/factory.ts';

/**
 * Two words typed in the header's search box find a name holding both, apart and
 * in the other order ("oke kemi" finds "Kemi Aso Oke Cap"), and not a name holding one.
 */
// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const [device, viewport] of [['phone', phone]] as const) {
  test.describe(`On a ${device}`, () => {
    test.use({ viewport });

    test('two words in the header search box find a name holding both apart, in any order', async ({ page, make }) => {
      // Only this test's names hold the random word, so what is found is ours.
      const word = randomWord();
      const { api, store } = await make.vendorWithStore();
      const cap = await make.product(api, store.id, { name: `${capitalised(word)} Aso Oke Cap` });
      const wrapper = await make.product(api, store.id, { name: `${capitalised(word)} Aso Wrapper` });

      await page.goto('/');
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill(`oke ${word}`);
      await search.press('Enter');

      await expect(page.getByRole('heading', { level: 1, name: `Results for “oke ${word}”` })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Products (1)', selected: true })).toBeVisible();
      const results = page.getByRole('tabpanel');
      await expect(results.getByRole('link', { name: cap.name })).toBeVisible();
      await expect(results.getByRole('link', { name: wrapper.name })).toHaveCount(0);
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/shopper-search-two-words-${viewport.width}.png` });
    });
  });
}
