import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { capitalised, randomWord, type Factory } from './support/factory.ts';
import { placeOrder } from './support/orders-api.ts';

/**
 * Every route of the SPA (src/web/lib/paths.ts, src/web/app/router.tsx), opened by someone allowed
 * to see it, on a 320 px phone and with long names in the data: no page scrolls sideways, and axe
 * finds no WCAG 2 A/AA violation. Each role's routes are one test, so the roles run side by side.
 */

const PHONE = { width: 320, height: 640 };
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test.use({ viewport: PHONE });
// Each test walks every route of a role with an axe scan per page: about a minute on a quiet
// 2-core machine, so the default 60 s limit would fail it whenever the machine is busy.
test.describe.configure({ timeout: 180_000 });

/** Names as long as the forms allow, the way real stores and products are named. */
async function longNamedCatalog(make: Factory) {
  const word = capitalised(randomWord());
  const category = await make.category({
    name: `${word} Traditional Fabrics, Lace & Aso-oke for Owambe`.slice(0, 80),
    description:
      'Hand-woven aso-oke, George wrappers, Swiss voile lace and Ankara prints, sold by the yard or in bundles.',
    image: true,
  });
  const empty = await make.category({ name: `${word} Empty Shelf` });
  const vendor = await make.vendorWithStore({
    fullName: 'Oluwaseunfunmi Adebayo-Okonkwo',
    name: `${word} Balogun Fabrics and Textiles Wholesale Emporium, Lagos Island`.slice(0, 80),
    description:
      'Ankara, lace and aso-oke by the yard. Wholesale prices for tailors and boutiques across Lagos and beyond.',
    images: true,
  });
  const product = await make.product(vendor.api, vendor.store.id, {
    name: `${word} Hand-woven Aso-oke fabric, 4 yards, with matching gele and ipele for weddings and owambe parties`.slice(
      0,
      120,
    ),
    description: 'Super-soft, colourfast aso-oke in wine and gold. '.repeat(6),
    priceKobo: 1_234_567_800,
    stockQuantity: 12,
    categoryId: category.id,
    images: [[120, 40, 160]],
  });
  // A long review by someone with a long name: it wraps and never widens the page.
  const reviewer = await make.signIn(await make.customer('Oluwaseunfunmilayo Adebayo-Okonkwo-Chukwuemeka'));
  const review = await reviewer.post(`/api/products/${product.id}/reviews`, {
    data: {
      rating: 4,
      comment: `Colourfast, soft, well packed. ${'Sooo'.padEnd(90, 'o')} good. `.repeat(30).slice(0, 2000),
    },
  });
  expect(review.status(), await review.text()).toBe(201);
  const soldOut = await make.product(vendor.api, vendor.store.id, {
    name: `${word} Swiss Voile Lace, 5 yards (sold out)`,
    stockQuantity: 0,
    categoryId: category.id,
  });
  return { word, category, empty, vendor, product, soldOut };
}

/** The cart as the product page leaves it, holding the long-named product. */
async function fillCart(page: Page, productId: string) {
  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
}

/** Opens a route, waits until it has settled, then checks the width and runs axe (soft: every route is reported). */
async function checkRoute(page: Page, url: string) {
  await test.step(url, async () => {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('status').filter({ hasText: /Loading|Checking/ })).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect.soft(overflow, `${url} scrolls sideways by ${overflow}px at ${PHONE.width}px`).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    const found = results.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join('\n    ')}`,
    );
    expect.soft(found, `axe on ${url}`).toEqual([]);
  });
}

test('Public pages fit a 320 px phone and pass axe', async ({ page, make }) => {
  const { word, category, empty, vendor, product, soldOut } = await longNamedCatalog(make);
  for (const url of [
    '/',
    '/signin',
    '/signup',
    '/retrieve',
    '/reset-password',
    '/reset-password?token=not-a-real-token',
    '/search',
    `/search?q=${word}`,
    `/search?q=${word}-with-a-rather-long-query-and-no-spaces-at-all`,
    // 300 characters, as a shopper may paste.
    `/search?q=${word}${'-and-no-spaces'.repeat(21)}`.slice(0, 9 + 300),
    `/search?q=${encodeURIComponent(`${word} ${'aso-oke lace '.repeat(23)}`.slice(0, 300))}`,
    `/category/${category.slug}`,
    `/category/${category.slug}?sort=price-desc&inStock=1`,
    `/category/${empty.slug}`,
    `/store/${vendor.store.slug}`,
    `/product/${product.id}`,
    `/product/${soldOut.id}`,
    '/cart',
    '/saved',
  ]) {
    await checkRoute(page, url);
  }
  await fillCart(page, product.id);
  await checkRoute(page, '/cart');
});

test('A customer’s pages fit a 320 px phone and pass axe', async ({ page, make }) => {
  const { product } = await longNamedCatalog(make);
  const customer = await make.customer('Chiamakachukwu Oluwadamilare-Nwankwo');
  const customerApi = await make.signIn(customer);
  // An order of the long-named product, so the orders lists are checked with a card in them.
  await placeOrder(customerApi, [{ productId: product.id, quantity: 2 }]);
  // Saved items: one saved product on the Saved page, its heart pressed on the product page.
  const saved = await customerApi.put(`/api/saved-items/${product.id}`);
  expect(saved.status(), await saved.text()).toBe(201);
  await usePageAs(page, customerApi);
  await fillCart(page, product.id);
  for (const url of [
    '/saved',
    `/product/${product.id}`,
    '/dashboard',
    '/dashboard?tab=orders',
    '/dashboard?tab=profile',
    '/profile',
    '/upgrade-vendor',
    '/checkout',
    '/checkout/return',
    '/cart',
  ]) {
    await checkRoute(page, url);
  }
});

test('A vendor’s pages fit a 320 px phone and pass axe', async ({ page, make }) => {
  const { vendor } = await longNamedCatalog(make);
  await usePageAs(page, vendor.api);
  for (const url of [
    '/vendor',
    '/vendor-dashboard',
    '/store/create',
    `/store/manage/${vendor.store.id}`,
    '/dashboard',
    '/dashboard?tab=stores',
    // Earnings and cashouts.
    '/vendor-dashboard?tab=earnings',
  ]) {
    await checkRoute(page, url);
  }
});

test('An admin’s pages fit a 320 px phone and pass axe', async ({ page, make, asAdmin }) => {
  await longNamedCatalog(make);
  await asAdmin();
  for (const url of ['/admin', '/admin?tab=categories', '/admin?tab=stores', '/admin?tab=products', '/admin/users']) {
    await checkRoute(page, url);
  }
  // Vendor applications and delivery fees.
  for (const url of ['/admin/users?tab=vendor-requests', '/admin?tab=delivery-fees']) {
    await checkRoute(page, url);
  }
  // Commission and payout holds.
  await checkRoute(page, '/admin?tab=commission');
  await checkRoute(page, '/admin?tab=payouts');
});

// Order fulfilment: the vendor dashboard's tabs and the admin's Orders tab,
// each with an order of the long-named product in it (a WhatsApp one: the vendor's card says it
// awaits payment to Oja, the admin's has Mark as Paid).
test('The fulfilment tabs fit a 320 px phone and pass axe', async ({ page, make, asAdmin }) => {
  const { vendor, product } = await longNamedCatalog(make);
  await placeOrder(await make.signIn(await make.customer('Chiamakachukwu Oluwadamilare-Nwankwo')), [
    { productId: product.id, quantity: 2 },
  ]);
  await usePageAs(page, vendor.api);
  for (const url of [
    '/vendor-dashboard',
    '/vendor-dashboard?tab=overview',
    '/vendor-dashboard?tab=reviews',
    '/vendor-dashboard?tab=stores',
  ]) {
    await checkRoute(page, url);
  }
  await asAdmin();
  await checkRoute(page, '/admin?tab=orders');
});
