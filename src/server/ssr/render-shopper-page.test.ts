import { describe, expect, it } from 'vitest';
import type { SsrBundle, SsrRead } from '../../shared/ssr.ts';
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

/**
 * A server-rendering bundle that plans `read` for whatever path it is given, as the router does
 * for "//evil.example/product/<id>" (the URL parser takes evil.example for a host and leaves the
 * path /product/<id>).
 */
const bundleFor = (read: SsrRead): SsrBundle => ({
  planPage: () => [{ key: ['page'], read, infinite: false }],
  pageSources: () => [],
  renderPage: () => Promise.resolve({ head: '', html: '', state: {} }),
});

const render = (url: string, read: SsrRead, data: unknown) =>
  renderShopperPage(
    { bundle: bundleFor(read), answer: () => Promise.resolve(data), publicUrl: PUBLIC_URL, manifest: null },
    url,
    TEMPLATE,
  );

describe('canonical and og:url come from PUBLIC_URL and the page’s own path only', () => {
  it('a "//host" path never puts another host in the canonical link or og:url', async () => {
    const page = await render(`//evil.example/product/${productId}`, { endpoint: 'product', productId }, { product });
    expect(page?.status).toBe(200);
    expect(page?.html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/product/${productId}"/>`);
    expect(page?.html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/product/${productId}"/>`);
    expect(page?.html).not.toContain('evil.example');
  });

  it('a store page’s canonical is its own slug, whatever the path said', async () => {
    const store = { slug: 'ada', name: 'Ada', description: null, logoUrl: null, bannerUrl: null };
    const page = await render(
      '//evil.example/store/ada?sort=newest',
      { endpoint: 'store', slug: 'ada', query: {} },
      { store, pages: [] },
    );
    expect(page?.html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/store/ada"/>`);
    expect(page?.html).not.toContain('evil.example');
  });
});
