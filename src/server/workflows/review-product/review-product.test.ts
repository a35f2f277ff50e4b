import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reviews } from '../../db/schema.ts';
import { errorOf, startTestServer, type TestServer } from '../../test/harness.ts';
import { factories } from '../../test/factories.ts';
import { messages } from '../../../shared/messages.ts';

let server: TestServer;
let make: ReturnType<typeof factories>;
let storeId: string;
beforeAll(async () => {
  server = await startTestServer();
  make = factories(server.db);
  storeId = (await make.store((await server.signedIn('vendor')).userId)).id;
});
afterAll(async () => {
  await server.close();
});

const reviewsOf = (productId: string) => server.db.select().from(reviews).where(eq(reviews.productId, productId));

describe('reviews', () => {
  it('a signed-in customer reviews a product; rating defaults to 5 and the comment is optional', async () => {
    const product = await make.product(storeId);
    const customer = await server.signedIn('customer');
    const res = await customer.post(`/api/products/${product.id}/reviews`, {});
    expect(res.status).toBe(201);
    expect(await reviewsOf(product.id)).toMatchObject([{ customerId: customer.userId, rating: 5, comment: null }]);
  });

  it('writing again replaces the earlier review', async () => {
    const product = await make.product(storeId);
    const customer = await server.signedIn('customer');
    await customer.post(`/api/products/${product.id}/reviews`, { rating: 2, comment: 'Meh' });
    await customer.post(`/api/products/${product.id}/reviews`, { rating: 4, comment: 'Better after a week' });
    expect(await reviewsOf(product.id)).toMatchObject([{ rating: 4, comment: 'Better after a week' }]);
    const page = await (await server.agent().api.catalog.products[':id'].$get({ param: { id: product.id } })).json();
    expect(page.rating).toMatchObject({ average: 4, count: 1 });
  });

  it('a signed-out visitor is told to sign in', async () => {
    const product = await make.product(storeId);
    const res = await server.agent().post(`/api/products/${product.id}/reviews`, { rating: 5 });
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({ code: 'unauthenticated', message: messages.reviews.signInToReview });
    expect(await reviewsOf(product.id)).toEqual([]);
  });

  it('refuses a rating outside 1 to 5, naming the field', async () => {
    const product = await make.product(storeId);
    const customer = await server.signedIn('customer');
    for (const rating of [0, 6, 4.5]) {
      const res = await customer.post(`/api/products/${product.id}/reviews`, { rating });
      expect(res.status).toBe(400);
      expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual(['rating']);
    }
    expect(await reviewsOf(product.id)).toEqual([]);
  });

  it('cannot review a product that is not publicly visible', async () => {
    const hidden = await make.product(storeId, { isActive: false });
    const customer = await server.signedIn('customer');
    expect((await customer.post(`/api/products/${hidden.id}/reviews`, { rating: 5 })).status).toBe(404);
    expect(await reviewsOf(hidden.id)).toEqual([]);
  });

  it('a vendor cannot review a product of their own store, and nothing is written', async () => {
    const vendor = await server.signedIn('vendor');
    const product = await make.product((await make.store(vendor.userId)).id);
    const res = await vendor.post(`/api/products/${product.id}/reviews`, { rating: 5, comment: 'Best kettle ever' });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ code: 'forbidden', message: messages.reviews.ownProduct });
    expect(await reviewsOf(product.id)).toEqual([]);
  });

  it("a vendor may review another vendor's product", async () => {
    const vendor = await server.signedIn('vendor');
    const product = await make.product(storeId);
    expect((await vendor.post(`/api/products/${product.id}/reviews`, { rating: 4 })).status).toBe(201);
  });
});
