import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures.ts';
import { uiMessages } from '../src/web/lib/ui-messages.ts';

/**
 * A page that throws while rendering shows a message and a way back instead of a blank screen
 * (the routes' error elements, src/web/app/shell/route-error.tsx). The error is forced by answering
 * the product page's API call with a body that has no product: the page then reads a field of
 * nothing. SHOTS_DIR, if set, receives a screenshot at each width.
 */
for (const [label, viewport] of [
  ['phone', { width: 360, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`a page that fails to render says so, with a way back (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const productId = randomUUID();
    let broken = true;
    // Not found on the server, so the browser renders the page from its own API call: the broken one.
    await page.route(`**/api/catalog/products/${productId}`, (route) =>
      broken ? route.fulfill({ json: {} }) : route.continue(),
    );
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto(`/product/${productId}`);
    const heading = page.getByRole('heading', { level: 1, name: uiMessages.pageFailed });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page.getByText(uiMessages.pageFailedHint)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible(); // the shell and its links stay
    expect(errors.some((text) => text.includes('A page failed to render'))).toBe(true);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    if (process.env.SHOTS_DIR) {
      mkdirSync(process.env.SHOTS_DIR, { recursive: true });
      await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `page-error-${label}.png`), fullPage: true });
    }

    // By keyboard: from the heading, Tab reaches "Try again", then the home link.
    const tryAgain = page.getByRole('button', { name: uiMessages.tryAgain });
    const home = page.getByRole('link', { name: uiMessages.goHome });
    await page.keyboard.press('Tab');
    await expect(tryAgain).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(home).toBeFocused();

    // "Try again" loads the page afresh: with the API mended, the page does what it does for an
    // unknown product, which is to send the shopper home. Wait for that before going on, or the
    // next step would race the redirect.
    broken = false;
    await tryAgain.click();
    await expect(page).toHaveURL('/');
    await expect(heading).toBeHidden();

    // The home link leads back to the home page.
    broken = true;
    await page.goto(`/product/${productId}`);
    await expect(heading).toBeVisible();
    await home.press('Enter');
    await expect(page).toHaveURL('/');
    await expect(heading).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
