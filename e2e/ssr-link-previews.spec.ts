import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { formatNaira } from '../src/shared/money.ts';
import { capitalised, randomWord } from './support/factory.ts';

/**
 * The shopper pages come rendered from the server with their data, so
 * a link shared on WhatsApp shows a card (Open Graph and Twitter tags, read without JavaScript),
 * the largest image is preloaded, and the page then hydrates without a mismatch and works.
 */

/** The HTML as a link-preview crawler gets it: one GET, no JavaScript. */
async function fetchHtml(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status(), `GET ${path}`).toBe(status);
  return response.text();
}

/** The content of `<meta property|name=key>` in the HTML's head, unescaped. */
function metaContent(html: string, key: string): string | null {
  const head = html.slice(0, html.indexOf('</head>'));
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(head);
  return match ? unescapeHtml(match[1]!) : null;
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The image preloads in the head, as the browser reads them (attribute names are case-insensitive). */
function imagePreloads(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="preload" as="image"[^>]*>/gi)].map((m) => m[0]);
}

/** React's hydration failures and any other error the page logs. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a shared product link carries its name, naira price, picture and description for the card', async ({
  request,
  make,
  baseURL,
}) => {
  const { api, store } = await make.vendorWithStore();
  const name = `${capitalised(randomWord())} "Owambe" <Gown>`;
  const product = await make.product(api, store.id, {
    name,
    priceKobo: 4_550_050,
    description: 'Hand-made in Aba & Lagos.',
    images: [[150, 30, 90]],
  });

  const html = await fetchHtml(request, `/product/${product.id}`);
  const price = formatNaira(product.priceKobo); // ₦45,500.50

  expect(metaContent(html, 'og:type')).toBe('product');
  expect(metaContent(html, 'og:title')).toBe(`${name} — ${price}`);
  expect(metaContent(html, 'og:description')).toBe(
    `${price} · Sold by ${store.name} on Oja. Hand-made in Aba & Lagos.`,
  );
  expect(metaContent(html, 'og:url')).toBe(`${baseURL}/product/${product.id}`);
  expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${baseURL}/uploads/.+-1000w\\.webp$`));
  expect(metaContent(html, 'product:price:amount')).toBe('45500.50');
  expect(metaContent(html, 'product:price:currency')).toBe('NGN');
  expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  expect(metaContent(html, 'twitter:title')).toBe(`${name} — ${price}`);
  expect(metaContent(html, 'twitter:image')).toBe(metaContent(html, 'og:image'));
  expect(metaContent(html, 'description')).toBe(metaContent(html, 'og:description'));
  // The name is escaped wherever it appears: it never opens a tag.
  expect(html).not.toContain('<Gown>');
  expect(html).toContain(
    `<title>${name.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')} · Oja</title>`,
  );
});

test('the product page arrives rendered: name, price and Add to Cart in the HTML, its picture preloaded', async ({
  request,
  make,
}) => {
  const { api, store } = await make.vendorWithStore();
  const product = await make.product(api, store.id, { stockQuantity: 3, images: [[20, 120, 60]] });

  const html = await fetchHtml(request, `/product/${product.id}`);
  const body = html.slice(html.indexOf('<div id="root"'));
  expect(body).toMatch(new RegExp(`<h1[^>]*>${product.name}</h1>`));
  expect(body).toContain(formatNaira(product.priceKobo));
  expect(body).toContain('Add to Cart');
  // The page's data travels with it, so the app does not ask for it again.
  expect(html).toContain('<script id="ssr-data" type="application/json">');
  // No inline script: the Content-Security-Policy allows none.
  expect(html).not.toMatch(/<script>/);

  const [preload] = imagePreloads(html);
  expect(preload).toBeDefined();
  expect(preload).toMatch(/imagesrcset="[^"]+-400w\.webp 400w, [^"]+-1000w\.webp 1000w"/i);
  expect(preload).toMatch(/imagesizes="[^"]+"/i);
  expect(preload).toMatch(/fetchpriority="high"/i);
  // The picture itself loads at once and first.
  const mainImage = /<img [^>]*alt="[^"]*"[^>]*>/.exec(body.slice(body.indexOf('<main')))?.[0] ?? '';
  expect(mainImage).toMatch(/fetchpriority="high"/i);
  expect(mainImage).toMatch(/loading="eager"/);
});

test('category and store links carry their own card, and their first product picture is preloaded', async ({
  request,
  make,
  baseURL,
}) => {
  const category = await make.category({ description: 'Pots, pans & more', image: true });
  const { api, store } = await make.vendorWithStore({ description: 'Kitchen goods from Ibadan', images: true });
  const product = await make.product(api, store.id, { categoryId: category.id, images: [[200, 90, 20]] });

  const categoryHtml = await fetchHtml(request, `/category/${category.slug}?sort=price-asc`);
  expect(metaContent(categoryHtml, 'og:type')).toBe('website');
  expect(metaContent(categoryHtml, 'og:title')).toBe(`${category.name} · Oja`);
  expect(metaContent(categoryHtml, 'og:description')).toBe('Pots, pans & more');
  // A sorted list is the same page to share.
  expect(metaContent(categoryHtml, 'og:url')).toBe(`${baseURL}/category/${category.slug}`);
  expect(metaContent(categoryHtml, 'og:image')).toMatch(new RegExp(`^${baseURL}/uploads/`));
  expect(metaContent(categoryHtml, 'twitter:card')).toBe('summary_large_image');
  expect(categoryHtml).toContain(`>${product.name}</`);
  expect(imagePreloads(categoryHtml).join('\n')).toContain(`fetchPriority="high"`);

  const storeHtml = await fetchHtml(request, `/store/${store.slug}`);
  expect(metaContent(storeHtml, 'og:title')).toBe(`${store.name} · Oja`);
  expect(metaContent(storeHtml, 'og:description')).toBe('Kitchen goods from Ibadan');
  expect(metaContent(storeHtml, 'og:image')).toMatch(new RegExp(`^${baseURL}/uploads/.+-1600w\\.webp$`));
  expect(storeHtml).toContain(`>${product.name}</`);
  expect(imagePreloads(storeHtml).length).toBeGreaterThan(0);
});

test('an unknown product, store or category is a 404 with the app, which takes the shopper home', async ({
  request,
  page,
}) => {
  const html = await fetchHtml(request, '/product/00000000-0000-4000-8000-000000000000', 404);
  expect(metaContent(html, 'og:title')).toBeNull();
  await fetchHtml(request, '/store/no-such-store', 404);
  await fetchHtml(request, '/category/no-such-category', 404);

  await page.goto('/store/no-such-store');
  await expect(page).toHaveURL('/');
});

test('home and search arrive rendered too', async ({ request, make }) => {
  const { api, store } = await make.vendorWithStore();
  const product = await make.product(api, store.id, { images: [[90, 90, 200]] });

  const home = await fetchHtml(request, '/');
  expect(home).toContain('data-ssr');
  expect(home).toContain('Featured Products');

  const search = await fetchHtml(request, `/search?q=${encodeURIComponent(product.name)}`);
  expect(search).toContain(`>${product.name}</`);
});

for (const width of [360, 1280]) {
  test(`at ${width} px the rendered pages hydrate without a mismatch and Add to Cart works`, async ({ page, make }) => {
    await page.setViewportSize({ width, height: 800 });
    const category = await make.category({ image: true });
    const { api, store } = await make.vendorWithStore({ images: true });
    const product = await make.product(api, store.id, {
      categoryId: category.id,
      stockQuantity: 4,
      images: [[40, 160, 80]],
    });
    const errors = collectConsoleErrors(page);

    for (const path of ['/', `/category/${category.slug}`, `/store/${store.slug}`, `/search?q=${product.name}`]) {
      await page.goto(path);
      await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }

    await page.goto(`/product/${product.id}`);
    await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    // Client-side navigation still works after hydration.
    await page.getByRole('link', { name: store.name }).first().click();
    await expect(page).toHaveURL(`/store/${store.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();

    expect(errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e))).toEqual([]);
    expect(errors).toEqual([]);
  });
}
