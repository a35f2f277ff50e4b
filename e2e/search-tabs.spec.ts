import { test, expect } from './fixtures.ts';
import { appHasTakenOver } from './support/app-ready.ts';
import { capitalised, randomWord } from './support/factory.ts';

/**
 * The search tab a shopper chose is kept in the address (?tab=), so Back from a
 * result, a reload or a shared link opens that tab again; a new search starts on its own best tab.
 */
for (const width of [360, 1280]) {
  test(`at ${width} px the chosen search tab survives Back, a reload and a new sort`, async ({ page, make }) => {
    await page.setViewportSize({ width, height: 800 });
    const word = randomWord();
    const { api, store } = await make.vendorWithStore({ name: `${capitalised(word)} Fabrics` });
    await make.product(api, store.id, { name: `${capitalised(word)} Ankara, 6 yards` });

    await page.goto(`/search?q=${word}`);
    // The tabs are the app's: before it has taken over the page they are disabled.
    await appHasTakenOver(page);
    const tabs = page.getByRole('tablist', { name: 'Search results' });
    // Products come first when there are any.
    await expect(tabs.getByRole('tab', { name: 'Products (1)' })).toHaveAttribute('aria-selected', 'true');

    await tabs.getByRole('tab', { name: 'Stores (1)' }).click();
    await expect(page).toHaveURL(`/search?q=${word}&tab=stores`);
    await page
      .getByRole('tabpanel')
      .getByRole('link', { name: new RegExp(store.name) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(`/search?q=${word}&tab=stores`);
    await expect(tabs.getByRole('tab', { name: 'Stores (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('link', { name: new RegExp(store.name) })).toBeVisible();

    await page.reload();
    await expect(tabs.getByRole('tab', { name: 'Stores (1)' })).toHaveAttribute('aria-selected', 'true');

    // Choosing a tab replaces the address rather than adding a step to Back.
    await tabs.getByRole('tab', { name: 'Products (1)' }).click();
    await expect(page).toHaveURL(`/search?q=${word}&tab=products`);
    await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}&tab=products&sort=`));
    await expect(tabs.getByRole('tab', { name: 'Products (1)' })).toHaveAttribute('aria-selected', 'true');

    // A new search starts on its own best tab.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(`${word} fabrics`);
    await search.press('Enter');
    await expect(page).toHaveURL(`/search?q=${word}%20fabrics`);
  });
}
