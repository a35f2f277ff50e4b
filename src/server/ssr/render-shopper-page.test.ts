import { describe, expect, it } from 'vitest';
import type { SsrBundle, SsrQuery } from '../../shared/ssr.ts';
import { PAGE_NOT_FOUND } from './answer-through-api.ts';
import { renderShopperPage } from './render-shopper-page.ts';

const PUBLIC_URL = 'https://oja.example';
const TEMPLATE =
  '<!doctype html><html><head><title>Oja</title></head><body><div id="root"><!--app--><!--/app--></div><!--app-data--></body></html>';
const productId = '6f1c3a52-8b7e-4d7a-9a51-2d5d1c0e7f10';
const product = {
  id: productId,
  name: 'Ankara gown',
  description: 'Hand-made in Aba.',
  priceKobo: 1_250_000,
  images: [],
  storeName: "Ada's Boutique",
};

type Planned = Pick<SsrQuery, 'request' | 'preview'>;

/**
 * A server-rendering bundle that plans `query` for whatever path it is given, as the router does
 * for "//evil.example/product/<id>" (the URL parser takes evil.example for a host and leaves the
 * path /product/<id>).
 */
const bundleFor = (query: Planned): SsrBundle => ({
  planPage: () => [{ key: ['page'], ...query, infinite: false }],
  pageSources: () => [],
  renderPage: () => Promise.resolve({ head: '<title>Page</title>', html: '<h1>Page</h1>', state: {} }),
});

const render = (url: string, query: Planned, data: unknown) =>
  renderShopperPage(
    { bundle: bundleFor(query), answer: () => Promise.resolve(data), publicUrl: PUBLIC_URL, build: null },
    url,
    TEMPLATE,
  );

describe('canonical and og:url come from PUBLIC_URL and the page’s own path only', () => {
  it('a "//host" path never puts another host in the canonical link or og:url', async () => {
    const page = await render(
      `//evil.example/product/${productId}`,
      { request: `/api/catalog/products/${productId}`, preview: 'product' },
      { product },
    );
    expect(page?.status).toBe(200);
    expect(page?.html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/product/${productId}"/>`);
    expect(page?.html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/product/${productId}"/>`);
    expect(page?.html).not.toContain('evil.example');
  });

  it('a store page’s canonical is its own slug, whatever the path said', async () => {
    const store = { slug: 'ada', name: 'Ada', description: null, logoUrl: null, bannerUrl: null };
    const page = await render(
      '//evil.example/store/ada?sort=newest',
      { request: '/api/catalog/stores/ada?sort=newest', preview: 'store' },
      { store, pages: [] },
    );
    expect(page?.html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/store/ada"/>`);
    expect(page?.html).not.toContain('evil.example');
  });
});

describe('what the API answered decides the page', () => {
  it('a page whose data the API did not find is the app shell with status 404, kept out of search engines', async () => {
    const page = await render('/product/nothing', { request: '/api/catalog/products/nothing' }, PAGE_NOT_FOUND);
    expect(page?.status).toBe(404);
    expect(page?.html).toContain('<meta name="robots" content="noindex"/>');
    expect(page?.html).not.toContain('<h1>Page</h1>');
  });

  it('a page rendered from its data, without a preview when it describes none', async () => {
    const page = await render('/', { request: '/api/catalog/home' }, { products: [], categories: [] });
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('<div id="root" data-ssr><h1>Page</h1></div>');
    expect(page?.html).not.toContain('og:url');
  });
});
