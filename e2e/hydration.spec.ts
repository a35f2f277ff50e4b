import type { Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { capitalised, randomWord, type Factory } from './support/factory.ts';
import { appHasTakenOver } from './support/app-ready.ts';

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

/**
 * The app's own files: the HTML's first-view script (index), the app it loads (React's runtime, then the router,
 * the header) and the bundler's runtime they share. Any other script is a page's lazy code.
 */
const APP_CODE = /^\/assets\/(index|react|app|rolldown-runtime)-[^/]+\.js$/;

/**
 * Holds back every script but the app's own (the lazy page code, however it is preloaded) until
 * `ready` says so: the slow phone, where the session is known before the page can hydrate.
 */
async function holdPageCode(page: Page): Promise<() => void> {
  return holdScripts(page, (pathname) => !APP_CODE.test(pathname));
}

/** Holds back every script but the HTML's first-view script: the app has not come yet. */
async function holdTheApp(page: Page): Promise<() => void> {
  return holdScripts(page, (pathname) => !/^\/assets\/index-[^/]+\.js$/.test(pathname));
}

async function holdScripts(page: Page, held: (pathname: string) => boolean): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    if (held(new URL(route.request().url()).pathname)) await released;
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
            // Hydrated: the page's controls are enabled (they wait for the page's code).
            await appHasTakenOver(page);
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

test.describe('before the app has come, a server-rendered page', () => {
  test('keeps what is typed into the search box, and searches it once the app is there', async ({ page, make }) => {
    const word = randomWord();
    const { api, store } = await make.vendorWithStore();
    const product = await make.product(api, store.id, { name: `${capitalised(word)} Groundnut Oil` });
    const release = await holdTheApp(page);
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(word);
    release();
    await appHasTakenOver(page);
    await expect(search).toHaveValue(word);
    await search.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: `Results for “${word}”` })).toBeVisible();
    await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();
  });

  test('shows its buttons disabled until the app can handle them', async ({ page, make }) => {
    const { api, store } = await make.vendorWithStore();
    const { id, name } = await make.product(api, store.id, {
      name: `${capitalised(randomWord())} Gift Box`,
      images: [
        [200, 40, 40],
        [40, 160, 60],
      ],
    });
    const release = await holdTheApp(page);
    await page.goto(`/product/${id}`, { waitUntil: 'commit' });
    const thumbnail = page.getByRole('button', { name: 'Show image 2 of 2' });
    // A tap now would do nothing: the page says so rather than dropping it.
    await expect(thumbnail).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(page.getByRole('link', { name: store.name }).first()).toBeEnabled();
    release();
    await expect(thumbnail).toBeEnabled();
    await thumbnail.click();
    await expect(page.getByRole('img', { name: `${name}, image 2 of 2` })).toBeVisible();
  });

  test('opened from a link tapped on another, starts at the top of the page', async ({ page, make }) => {
    const { api, store } = await make.vendorWithStore();
    const product = await make.product(api, store.id, { name: `${capitalised(randomWord())} Rice Cooker` });
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(`/product/${product.id}`);
    await appHasTakenOver(page);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.goto('/cart');
    await appHasTakenOver(page);
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('submits the search form by itself', async ({ page, make }) => {
    const word = randomWord();
    const { api, store } = await make.vendorWithStore();
    await make.product(api, store.id, { name: `${capitalised(word)} Palm Wine` });
    await holdTheApp(page);
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search' }).fill(word);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    // The server renders the results; the app is still held back.
    await expect(page.getByRole('heading', { level: 1, name: `Results for “${word}”` })).toBeVisible();
    await expect(page).toHaveURL(`/search?q=${word}`);
  });
});
