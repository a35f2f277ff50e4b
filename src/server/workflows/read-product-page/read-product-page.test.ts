import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { factories } from '../../test/factories.ts';

let server: TestServer;
let make: ReturnType<typeof factories>;
let vendorId: string;
beforeAll(async () => {
  server = await startTestServer();
  make = factories(server.db);
  vendorId = (await server.signedIn('vendor')).userId;
});
afterAll(async () => {
  await server.close();
});

const json = async <T>(res: Response) => (await res.json()) as T;
const get = (url: string) => server.agent().get(url);

describe('product page', () => {
  it('shows the product with its store, category, average rating, and reviews newest first', async () => {
    const category = await make.category({ name: 'Page Kitchen' });
    const store = await make.store(vendorId, { name: 'Page Store' });
    const product = await make.product(store.id, {
      name: 'Pressure Pot',
      categoryId: category.id,
      priceKobo: 2_500_000,
    });
    const first = await server.signedIn('customer', { fullName: 'Early Reviewer' });
    const second = await server.signedIn('customer', { fullName: 'Late Reviewer' });
    expect((await first.post(`/api/products/${product.id}/reviews`, { rating: 4, comment: 'Good' })).status).toBe(201);
    expect((await second.post(`/api/products/${product.id}/reviews`, { rating: 5 })).status).toBe(201);
    const page = await json<{
      product: {
        name: string;
        priceKobo: number;
        storeName: string;
        storeSlug: string;
        category: { name: string; slug: string };
      };
      rating: { average: number; count: number; breakdown: { stars: number; count: number }[] };
      reviews: { reviewerName: string; rating: number; comment: string | null }[];
    }>(await get(`/api/catalog/products/${product.id}`));
    expect(page.product).toMatchObject({
      name: 'Pressure Pot',
      priceKobo: 2_500_000,
      storeName: 'Page Store',
      storeSlug: 'page-store',
      category: { name: 'Page Kitchen', slug: 'page-kitchen' },
    });
    expect(page.rating).toEqual({
      average: 4.5,
      count: 2,
      breakdown: [
        { stars: 5, count: 1 },
        { stars: 4, count: 1 },
        { stars: 3, count: 0 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
    });
    expect(page.reviews.map((r) => r.reviewerName)).toEqual(['Late Reviewer', 'Early Reviewer']);
    expect(page.reviews[1]).toMatchObject({ rating: 4, comment: 'Good' });
  });

  it('a product without reviews has no average, a count of 0 and an empty breakdown', async () => {
    const product = await make.product((await make.store(vendorId)).id);
    const page = await json<{ rating: { average: number | null; count: number; breakdown: { count: number }[] } }>(
      await get(`/api/catalog/products/${product.id}`),
    );
    expect(page.rating.average).toBeNull();
    expect(page.rating.count).toBe(0);
    expect(page.rating.breakdown.map((row) => row.count)).toEqual([0, 0, 0, 0, 0]);
  });
});
