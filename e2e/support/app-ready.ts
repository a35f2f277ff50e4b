import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has taken over the server-rendered page, the way a person sees it: the page's
 * controls are enabled (decision 0041; the header's Menu button is one on every page, shown on a
 * phone). A link followed before then is an ordinary page load (decision 0029), where the browser,
 * not the app, places focus; a journey about the app's own navigation waits for this first.
 */
export async function appHasTakenOver(page: Page) {
  await expect(page.getByRole('button', { name: 'Menu', includeHidden: true })).toBeEnabled();
}
