import type { Page } from '@playwright/test';

/**
 * Waits until the app has taken over the server-rendered page (React's properties on its heading).
 * A link followed before then is an ordinary page load (decision 0029), where the browser, not the
 * app, places focus; a journey about the app's own navigation waits for it first.
 */
export async function appHasTakenOver(page: Page) {
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return !!heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}
