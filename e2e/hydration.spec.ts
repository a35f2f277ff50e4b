import type { Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { capitalised, randomWord, type Factory } from './support/factory.ts';

/**
 * Every page the server renders for shoppers hydrates without a mismatch,
 * signed in or out, however late the page's own code arrives. On a slow phone the session is often
 * known before the page's code has come; the page must still hydrate to exactly what the server
 * sent, and show the signed-in parts only after that, with a neutral placeholder meanwhile (never
 * the signed-out "Please sign in to leave a review").
 */

/** React's hydration failures (#418 text, #419–#425 and their development wording). */
const HYDRATION_ERROR = /hydrat|did not match|Minified React error #4(1[89]|2[0-5])/i;

/** Every error the page logs or throws, from the start. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Whether React has hydrated the element: it then carries React's own properties. */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

/**
 * The app's own files: the HTML's first-view script (index), the app it loads (React, the router,
 * the header) and the bundler's runtime they share. Any other script is a page's lazy code.
 */
const APP_CODE = /^\/assets\/(index|app|rolldown-runtime)-[^/]+\.js$/;

/**
 * Holds back every script but the app's own (the lazy page code, however it is preloaded) until
 * `ready` says so: the slow phone, where the session is known before the page can hydrate.
 */
async function holdPageCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    if (!APP_CODE.test(new URL(route.request().url()).pathname)) await released;
    await route.continue();
  });
  return release;
}

async function catalogWithAReview(make: Factory) {
  const word = randomWord();
  const category = await make.category({ name: `${capitalised(word)} Provisions` });
  const { api, store } = await make.vendorWithStore({ name: `${capitalised(word)} Stores` });
  const product = await make.product(api, store.id, {
    name: `${capitalised(word)} Palm Oil, 5 litres`,
    categoryId: category.id,
  });
  const reviewer = await make.signIn(await make.customer('Kemi Reviewer'));
  const review = await reviewer.post(`/api/products/${product.id}/reviews`, {
    data: { rating: 4, comment: 'Fresh and well packed.' },
  });
  expect(review.status(), await review.text()).toBe(201);
  return { word, category, store, product };
}

/**
 * A review's date (and every other date) is written the same on the server and in any browser; a
 * phone's layout (its shorter search hint) comes after hydration too.
 */
for (const [timezoneId, width] of [
  ['Pacific/Kiritimati', 360],
  ['Pacific/Pago_Pago', 1280],
] as const) {
  test.describe(`in a ${width} px browser whose clock is set to ${timezoneId}`, () => {
    test.use({ timezoneId, viewport: { width, height: 800 } });

    for (const signedIn of [false, true]) {
      test(`every server-rendered shopper page hydrates without a mismatch, signed ${signedIn ? 'in' : 'out'}`, async ({
        page,
        make,
      }) => {
        const { word, category, store, product } = await catalogWithAReview(make);
        if (signedIn) await usePageAs(page, await make.signIn(await make.customer('Tolu Shopper')));
        const errors = collectErrors(page);

        for (const path of [
          '/',
          `/category/${category.slug}`,
          `/store/${store.slug}`,
          `/product/${product.id}`,
          '/search',
          `/search?q=${word}`,
          `/search?q=${word}&tab=stores`,
          '/cart',
        ]) {
          await test.step(path, async () => {
            const release = await holdPageCode(page);
            await page.goto(path);
            await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
            // The header knows the session while the page's code is still held back (on a phone
            // its account buttons are in the closed menu).
            const account = page.getByRole('banner').getByRole(signedIn ? 'button' : 'link', {
              name: signedIn ? 'Sign Out' : 'Sign In',
              includeHidden: true,
            });
            await expect(account.first()).toBeAttached();
            release();
            await page.waitForLoadState('networkidle');
            // Hydrated: React has taken over the page's own HTML (it waits for the page's code).
            const heading = page.getByRole('main').getByRole('heading', { level: 1 });
            await expect.poll(() => heading.evaluate(isHydrated)).toBe(true);
            await page.unrouteAll({ behavior: 'wait' });
          });
        }
        // The signed-in parts came after hydration.
        await page.goto(`/product/${product.id}`);
        if (signedIn) await expect(page.getByRole('radio', { name: '5 stars' })).toBeVisible();
        else await expect(page.getByText('Please sign in to leave a review')).toBeVisible();

        expect(errors.filter((error) => HYDRATION_ERROR.test(error))).toEqual([]);
      });
    }
  });
}

test('a signed-in shopper never sees the signed-out review prompt while the product page loads', async ({
  page,
  make,
}) => {
  const { product } = await catalogWithAReview(make);
  await usePageAs(page, await make.signIn(await make.customer('Tolu Shopper')));
  const release = await holdPageCode(page);

  await page.goto(`/product/${product.id}`);
  // What the server sent: the page is there, the review form's place is kept, nothing says "sign in".
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Write a Review' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading the review form' })).toBeVisible();
  await expect(page.getByText('Please sign in to leave a review')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);

  release();
  await expect(page.getByRole('radio', { name: '5 stars' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading the review form' })).toHaveCount(0);
});
