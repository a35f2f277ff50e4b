import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';
import { PAGE_CODE_FILE, SSR_DATA_ID, STYLESHEET_COOKIE, type PageCode } from '../../shared/ssr.ts';

/**
 * A server-rendered page gets its data from the app's own API routes, in-process, as the browser's
 * call would: through the real app with a stand-in server-rendering bundle (the real one needs
 * `npm run build`; the browser journeys cover it) that plans the API request a path names and
 * embeds the answer as the page's state, so the test reads exactly what the page was given.
 */
const STAND_IN_BUNDLE = `
export function planPage(url) {
  const { pathname, search } = new URL(url, 'http://oja.local');
  if (pathname.startsWith('/product/'))
    return [{ key: ['p'], request: '/api/catalog/products/' + pathname.slice(9), infinite: false, preview: 'product' }];
  if (pathname.startsWith('/category/'))
    return [{ key: ['c'], request: '/api/catalog/categories/' + pathname.slice(10) + search, infinite: true, firstPageParam: null, preview: 'category' }];
  if (pathname === '/who') return [{ key: ['w'], request: '/api/auth/session', infinite: false }];
  if (pathname === '/elsewhere') return [{ key: ['e'], request: '/cart', infinite: false }];
  return null;
}
export const pageSources = () => [];
export async function renderPage(url, queries) {
  return { head: '<title>Rendered</title>', html: '<p class="flex">rendered</p>', state: queries.map((q) => q.data) };
}
`;
const STYLESHEET = '.flex{display:flex}.grid{display:grid}';
const TEMPLATE =
  '<!doctype html><html><head><title>Oja</title></head><body><div id="root"><!--app--><!--/app--></div><!--app-data--></body></html>';

let server: TestServer;
let make: ReturnType<typeof factories>;
let vendorId: string;
let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'oja-ssr-'));
  const webDist = path.join(webRoot, 'dist');
  await mkdir(webDist);
  await mkdir(`${webDist}-ssr`);
  await writeFile(path.join(webDist, 'index.html'), TEMPLATE);
  await writeFile(path.join(`${webDist}-ssr`, 'entry-server.js'), STAND_IN_BUNDLE);
  await mkdir(path.join(webDist, '.vite'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'assets', 'app-c3.css'), STYLESHEET);
  await writeFile(
    path.join(webDist, PAGE_CODE_FILE),
    JSON.stringify({ css: ['assets/app-c3.css'], pages: {} } satisfies PageCode),
  );
  server = await startTestServer({ env: { WEB_DIST: webDist } });
  make = factories(server.db);
  vendorId = (await server.signedIn('vendor')).userId;
});
afterAll(async () => {
  await server.close();
  await rm(webRoot, { recursive: true, force: true });
});

/** The data the page at `url` was rendered with (the embedded state), or null if it was not rendered. */
async function pageData(response: Response): Promise<unknown> {
  const html = await response.text();
  const state = new RegExp(`<script id="${SSR_DATA_ID}" type="application/json">(.*?)</script>`).exec(html)?.[1];
  return state === undefined ? null : (JSON.parse(state) as unknown[])[0];
}

describe('server-rendered pages read their data through the API routes', () => {
  it('a product page is rendered with exactly the body GET /api/catalog/products/:id gives', async () => {
    const store = await make.store(vendorId, { name: 'SSR Data Shop' });
    const product = await make.product(store.id, { name: 'SSR Data Lamp', description: 'Bright.' });
    const agent = server.agent();
    const page = await agent.get(`/product/${product.id}`);
    expect(page.status).toBe(200);
    const api = await agent.get(`/api/catalog/products/${product.id}`);
    expect(await pageData(page)).toEqual(await api.json());
  });

  it('a sorted category page asks the route with the page’s query string', async () => {
    const category = await make.category({ name: 'SSR Data Lamps' });
    const store = await make.store(vendorId, { name: 'SSR Sorted Shop' });
    await make.product(store.id, { name: 'Cheap lamp', priceKobo: 100_000, categoryId: category.id });
    await make.product(store.id, { name: 'Dear lamp', priceKobo: 900_000, categoryId: category.id });
    const agent = server.agent();
    const query = '?limit=48&sort=price-desc&inStock=0';
    const page = await agent.get(`/category/${category.slug}${query}`);
    const data = (await pageData(page)) as { products: { name: string }[] };
    expect(data.products.map((p) => p.name)).toEqual(['Dear lamp', 'Cheap lamp']);
    expect(data).toEqual(await (await agent.get(`/api/catalog/categories/${category.slug}${query}`)).json());
  });

  it('what the API does not show, the page does not either: a hidden product is the 404 shell', async () => {
    const hidden = await make.store(vendorId, { name: 'SSR Hidden Shop', isActive: false });
    const product = await make.product(hidden.id);
    const page = await server.agent().get(`/product/${product.id}`);
    expect(page.status).toBe(404);
    expect(await pageData(page)).toBeNull();
  });

  it('input the route refuses (a product id that is no UUID) is the 404 shell too', async () => {
    const page = await server.agent().get('/product/not-a-uuid');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('<meta name="robots" content="noindex"/>');
  });

  it('the page’s cookies go with its API request: the session is the one the browser’s call would have', async () => {
    const shopper = await server.signedIn('customer');
    const signedIn = (await pageData(await shopper.get('/who'))) as { user: { id: string } | null };
    expect(signedIn.user?.id).toBe(shopper.userId);
    const anonymous = (await pageData(await server.agent().get('/who'))) as { user: unknown };
    expect(anonymous.user).toBeNull();
  });

  it('a page may ask only the API: anything else is refused and the app shell is sent', async () => {
    const page = await server.agent().get('/elsewhere');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<div id="root"><!--app--><!--/app--></div><!--app-data-->');
    expect(html).not.toContain('rendered');
  });
});

describe('the styles of a server-rendered page', () => {
  it('a first view carries the rules its HTML uses inline, and no link to the stylesheet', async () => {
    const store = await make.store(vendorId, { name: 'SSR Styled Shop' });
    const product = await make.product(store.id);
    const html = await (await server.agent().get(`/product/${product.id}`)).text();
    expect(html).toContain('<style>.flex{display:flex}</style></head>');
    expect(html).not.toContain('.grid{');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('once the browser has this stylesheet, the page links it instead', async () => {
    const store = await make.store(vendorId, { name: 'SSR Cached Style Shop' });
    const product = await make.product(store.id);
    const page = await server
      .agent()
      .request('GET', `/product/${product.id}`, undefined, { cookie: `${STYLESHEET_COOKIE}=/assets/app-c3.css` });
    const html = await page.text();
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-c3.css"/></head>');
    expect(html).not.toContain('.flex{');
  });

  it('a cookie naming an older stylesheet gets the critical CSS again', async () => {
    const store = await make.store(vendorId, { name: 'SSR Old Style Shop' });
    const product = await make.product(store.id);
    const page = await server
      .agent()
      .request('GET', `/product/${product.id}`, undefined, { cookie: `${STYLESHEET_COOKIE}=/assets/app-old.css` });
    expect(await page.text()).toContain('<style>.flex{display:flex}</style></head>');
  });
});
