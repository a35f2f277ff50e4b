import { test, expect, usePageAs } from './fixtures.ts';
import { messages } from '../src/shared/messages.ts';
import { appHasTakenOver } from './support/app-ready.ts';

test('The header search trims and encodes the query and ignores an empty one', async ({ page }) => {
  await page.goto('/');
  // The app's own search (trimming, ignoring an empty query); before it, the form submits as HTML.
  await appHasTakenOver(page);
  // The menu's copy of the box is hidden at this width, so this finds the header's one.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await expect(search).toHaveAttribute('placeholder', messages.catalog.searchPlaceholder);

  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL('/');

  await search.fill('  ankara & aso-oke  ');
  await search.press('Enter');
  await expect(page).toHaveURL('/search?q=ankara%20%26%20aso-oke');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “ankara & aso-oke”' })).toBeVisible();
  await expect(search).toHaveValue('ankara & aso-oke');

  await page.goto('/search');
  await expect(page.getByText(messages.catalog.searchPrompt)).toBeVisible();
});

test('The cart badge counts item quantities from the stored cart', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
  await page.evaluate(() =>
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { id: 'a', storeId: 's', name: 'Garri (5kg)', priceKobo: 450_000, images: [], stockQuantity: 10, quantity: 2 },
        { id: 'b', storeId: 's', name: 'Palm oil (1L)', priceKobo: 250_000, images: [], stockQuantity: 3, quantity: 3 },
      ]),
    ),
  );
  await page.reload();
  await expect(page.getByRole('link', { name: 'Cart, 5 items' })).toBeVisible();

  await page.getByRole('link', { name: 'Cart, 5 items' }).click();
  await expect(page.getByText('₦16,500.00').first()).toBeVisible(); // 2 × 4,500 + 3 × 2,500
  await expect(page.getByRole('button', { name: 'Increase quantity of Palm oil (1L)' })).toBeDisabled(); // at stock
  await page.getByRole('button', { name: 'Decrease quantity of Garri (5kg)' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Garri (5kg)' }).click();
  await page.getByRole('button', { name: 'Remove Palm oil (1L)' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the navigation folds into a menu that repeats it; the search stays on screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`);
    await expect(panel.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible(); // under the header, not in the menu
    await expect(panel.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    await menu.click();
    await panel.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/signin');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('no page is wider than the screen', async ({ page, asAdmin }) => {
    const fitsScreen = async (url: string) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${url} is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0);
    };
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'cart',
        JSON.stringify([
          {
            id: 'a',
            storeId: 's',
            name: 'Hand-woven Aso-oke fabric, 4 yards',
            priceKobo: 12_450_000,
            images: [],
            stockQuantity: 10,
            quantity: 12,
          },
        ]),
      ),
    );
    for (const url of [
      '/',
      '/signin',
      '/signup',
      '/retrieve',
      '/reset-password?token=t',
      '/cart',
      '/search?q=a-rather-long-search-query-without-spaces',
    ]) {
      await fitsScreen(url);
    }
    await asAdmin();
    for (const url of ['/dashboard', '/dashboard?tab=profile', '/profile', '/admin', '/admin/users', '/checkout']) {
      await fitsScreen(url);
    }
  });
});

test('A skip link moves keyboard focus to the page content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

// The open menu keeps keyboard focus inside it, and Escape closes it wherever focus is.
for (const width of [360, 768]) {
  test.describe(`the menu at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('Tab and Shift+Tab cycle through the open menu and never leave it', async ({ page, make }) => {
      await usePageAs(page, await make.signIn(await make.customer('Tabbing Tope')));
      await page.goto('/');
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      const panelId = (await menu.getAttribute('aria-controls'))!;
      const panel = page.locator(`[id="${panelId}"]`);
      const signOut = panel.getByRole('button', { name: 'Sign Out' });
      await expect(signOut).toBeVisible();
      /** Whether focus is on the menu's toggle or inside its panel. */
      const focusInMenu = () =>
        page.evaluate((id) => {
          const active = document.activeElement;
          return !!active && (active.getAttribute('aria-controls') === id || !!active.closest(`[id="${id}"]`));
        }, panelId);

      // Home, Dashboard, Become Vendor, Profile, Sign Out, and the toggle: twice round, each way.
      const stops = 6;
      for (let i = 0; i < stops * 2; i++) {
        await page.keyboard.press('Tab');
        expect(await focusInMenu(), `focus left the menu after ${i + 1} Tab presses`).toBe(true);
      }
      await signOut.focus();
      await page.keyboard.press('Tab');
      await expect(menu).toBeFocused(); // past Sign Out, back to the toggle
      await page.keyboard.press('Shift+Tab');
      await expect(signOut).toBeFocused(); // and back again
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/header-menu-focus-${width}.png` });
      for (let i = 0; i < stops * 2; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusInMenu(), `focus left the menu after ${i + 1} Shift+Tab presses`).toBe(true);
      }
      await expect(menu).toHaveAttribute('aria-expanded', 'true');

      await signOut.focus();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      await expect(menu).toBeFocused();
    });

    test('Escape closes the open menu when focus is outside it', async ({ page }) => {
      await page.goto('/');
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      // Focus on the page itself, as after a tap on the content beside the menu.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    });
  });
}
