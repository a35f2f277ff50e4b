import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products, reviews } from '../../db/schema.ts';
import { errorOf, startTestServer, type Agent, type TestServer } from '../../test/harness.ts';
import { factories } from '../../test/factories.ts';
import { ordersOf, payInSandbox, placeCheckout } from '../../test/checkout-helpers.ts';
import { messages } from '../../../shared/messages.ts';
import type { OrderStatus } from '../../../shared/constants.ts';

/**
 * docs/product.md#reviews: every card's average rating and review count come from the product's
 * star tallies, which follow each review written, replaced and deleted; a review is a verified
 * purchase when its writer has a delivered order holding the product.
 */
let server: TestServer;
let make: ReturnType<typeof factories>;
let vendor: Agent & { userId: string };
let storeId: string;
beforeAll(async () => {
  server = await startTestServer();
  make = factories(server.db);
  vendor = await server.signedIn('vendor');
  storeId = (await make.store(vendor.userId)).id;
});
afterAll(async () => {
  await server.close();
});

type Card = { id: string; ratingAverage: number | null; reviewCount: number };

/** The product's card as its category page shows it (every public list reads the same columns). */
async function cardOf(product: { id: string; categorySlug: string }) {
  const res = await server.agent().get(`/api/catalog/categories/${product.categorySlug}`);
  const card = ((await res.json()) as { products: Card[] }).products.find((p) => p.id === product.id)!;
  return { ratingAverage: card.ratingAverage, reviewCount: card.reviewCount };
}

async function talliesOf(productId: string) {
  const [row] = await server.db
    .select({
      one: products.ratings1,
      two: products.ratings2,
      three: products.ratings3,
      four: products.ratings4,
      five: products.ratings5,
    })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

const review = (agent: Agent, productId: string, rating: number) =>
  agent.post(`/api/products/${productId}/reviews`, { rating });
const unreview = (agent: Agent, productId: string) => agent.request('DELETE', `/api/products/${productId}/reviews`);

/** A product alone in a category of its own, so its card is easy to find. */
async function reviewedProduct() {
  const category = await make.category();
  return { ...(await make.product(storeId, { categoryId: category.id })), categorySlug: category.slug };
}

describe('average rating and review count (docs/product.md#reviews)', () => {
  it('a product without reviews shows no average and a count of 0', async () => {
    const product = await reviewedProduct();
    expect(await cardOf(product)).toEqual({ ratingAverage: null, reviewCount: 0 });
  });

  it('follow a review written, replaced and deleted', async () => {
    const product = await reviewedProduct();
    const ada = await server.signedIn('customer');
    const bola = await server.signedIn('customer');

    expect((await review(ada, product.id, 4)).status).toBe(201);
    expect((await review(bola, product.id, 5)).status).toBe(201);
    expect(await cardOf(product)).toEqual({ ratingAverage: 4.5, reviewCount: 2 });

    expect((await review(ada, product.id, 2)).status).toBe(201);
    expect(await cardOf(product)).toEqual({ ratingAverage: 3.5, reviewCount: 2 });
    expect(await talliesOf(product.id)).toEqual({ one: 0, two: 1, three: 0, four: 0, five: 1 });

    expect((await unreview(bola, product.id)).status).toBe(200);
    expect(await cardOf(product)).toEqual({ ratingAverage: 2, reviewCount: 1 });

    expect((await unreview(ada, product.id)).status).toBe(200);
    expect(await cardOf(product)).toEqual({ ratingAverage: null, reviewCount: 0 });
    expect(await talliesOf(product.id)).toEqual({ one: 0, two: 0, three: 0, four: 0, five: 0 });
  });

  it('the average is given to 2 decimals', async () => {
    const product = await reviewedProduct();
    for (const rating of [5, 4, 4]) await review(await server.signedIn('customer'), product.id, rating);
    expect(await cardOf(product)).toEqual({ ratingAverage: 4.33, reviewCount: 3 });
  });

  it('rating the same again leaves the tallies as they were', async () => {
    const product = await reviewedProduct();
    const ada = await server.signedIn('customer');
    await review(ada, product.id, 3);
    await review(ada, product.id, 3);
    expect(await talliesOf(product.id)).toEqual({ one: 0, two: 0, three: 1, four: 0, five: 0 });
  });

  it('deleting a review that is not there (a second click) changes nothing', async () => {
    const product = await reviewedProduct();
    const ada = await server.signedIn('customer');
    await review(ada, product.id, 4);
    expect((await unreview(ada, product.id)).status).toBe(200);
    expect((await unreview(ada, product.id)).status).toBe(200);
    expect(await talliesOf(product.id)).toEqual({ one: 0, two: 0, three: 0, four: 0, five: 0 });
  });

  it("deleting removes only the caller's own review", async () => {
    const product = await reviewedProduct();
    const ada = await server.signedIn('customer');
    const bola = await server.signedIn('customer');
    await review(ada, product.id, 5);
    expect((await unreview(bola, product.id)).status).toBe(200);
    expect(await server.db.select().from(reviews).where(eq(reviews.productId, product.id))).toMatchObject([
      { customerId: ada.userId, rating: 5 },
    ]);
    expect(await cardOf(product)).toEqual({ ratingAverage: 5, reviewCount: 1 });
  });

  it('a signed-out visitor cannot delete a review', async () => {
    const product = await reviewedProduct();
    const res = await unreview(server.agent(), product.id);
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({ code: 'unauthenticated', message: messages.reviews.signInToReview });
  });

  it('a refused review (the vendor of the product) moves no tally', async () => {
    const product = await reviewedProduct();
    expect((await review(vendor, product.id, 5)).status).toBe(403);
    expect(await cardOf(product)).toEqual({ ratingAverage: null, reviewCount: 0 });
  });

  it('twenty shoppers reviewing at once are all counted, and a double submit counts once', async () => {
    const product = await reviewedProduct();
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => server.signedIn('customer')));
    const results = await Promise.all(
      shoppers.flatMap((shopper, i) => [
        review(shopper, product.id, (i % 5) + 1),
        review(shopper, product.id, (i % 5) + 1),
      ]),
    );
    expect(results.map((res) => res.status)).toEqual(Array(40).fill(201));
    expect(await talliesOf(product.id)).toEqual({ one: 4, two: 4, three: 4, four: 4, five: 4 });
    expect(await cardOf(product)).toEqual({ ratingAverage: 3, reviewCount: 20 });
  });
});

/** A checkout of one `product` by `buyer`, paid in the sandbox, its order moved through `to`. */
async function orderMovedTo(buyer: Agent, productId: string, to: OrderStatus[]) {
  const checkout = await placeCheckout(buyer, [{ productId, quantity: 1 }]);
  await payInSandbox(buyer, checkout.reference);
  await server.drainJobs();
  const [order] = await ordersOf(server, checkout.reference);
  for (const status of to) {
    const res = await vendor.post(`/api/vendor/orders/${order!.id}/status`, { to: status });
    expect(res.status, await res.clone().text()).toBe(200);
  }
  return order!;
}
const DELIVERED: OrderStatus[] = ['confirmed', 'processing', 'shipped', 'delivered'];

const verifiedOf = async (res: Response) => {
  expect(res.status).toBe(201);
  return ((await res.json()) as { review: { verifiedPurchase: boolean } }).review.verifiedPurchase;
};

describe('verified purchase (docs/product.md#reviews)', () => {
  it('a review is a verified purchase when the reviewer received the product in a delivered order', async () => {
    const product = await reviewedProduct();
    const buyer = await server.signedIn('customer', { fullName: 'Chidi Buyer' });
    await orderMovedTo(buyer, product.id, DELIVERED);
    expect(await verifiedOf(await review(buyer, product.id, 5))).toBe(true);
    const page = (await (await server.agent().get(`/api/catalog/products/${product.id}`)).json()) as {
      reviews: { reviewerName: string; verifiedPurchase: boolean }[];
    };
    expect(page.reviews).toMatchObject([{ reviewerName: 'Chidi Buyer', verifiedPurchase: true }]);
  });

  it('a shopper who never bought it writes an unverified review', async () => {
    const product = await reviewedProduct();
    expect(await verifiedOf(await review(await server.signedIn('customer'), product.id, 4))).toBe(false);
  });

  it('a cancelled order does not count', async () => {
    const product = await reviewedProduct();
    const buyer = await server.signedIn('customer');
    await orderMovedTo(buyer, product.id, ['cancelled']);
    expect(await verifiedOf(await review(buyer, product.id, 4))).toBe(false);
  });

  it('an order not yet delivered (shipped) does not count', async () => {
    const product = await reviewedProduct();
    const buyer = await server.signedIn('customer');
    await orderMovedTo(buyer, product.id, ['confirmed', 'processing', 'shipped']);
    expect(await verifiedOf(await review(buyer, product.id, 4))).toBe(false);
  });

  it("another shopper's delivered order, or a delivered order of another product, does not count", async () => {
    const product = await reviewedProduct();
    const other = await reviewedProduct();
    const buyer = await server.signedIn('customer');
    await orderMovedTo(await server.signedIn('customer'), product.id, DELIVERED);
    await orderMovedTo(buyer, other.id, DELIVERED);
    expect(await verifiedOf(await review(buyer, product.id, 4))).toBe(false);
  });

  it("the seller's review list carries the mark: a buyer's review is a verified purchase, another shopper's is not", async () => {
    const product = await reviewedProduct();
    const buyer = await server.signedIn('customer', { fullName: 'Tunde Bought' });
    await orderMovedTo(buyer, product.id, DELIVERED);
    expect(await verifiedOf(await review(buyer, product.id, 5))).toBe(true);
    const stranger = await server.signedIn('customer', { fullName: 'Kemi Never' });
    expect(await verifiedOf(await review(stranger, product.id, 2))).toBe(false);
    const res = await vendor.get('/api/vendor/reviews');
    expect(res.status).toBe(200);
    const listed = (
      (await res.json()) as { reviews: { productId: string; reviewerName: string; verifiedPurchase: boolean }[] }
    ).reviews
      .filter((r) => r.productId === product.id)
      .map(({ reviewerName, verifiedPurchase }) => ({ reviewerName, verifiedPurchase }));
    expect(listed).toEqual([
      { reviewerName: 'Kemi Never', verifiedPurchase: false },
      { reviewerName: 'Tunde Bought', verifiedPurchase: true },
    ]);
  });

  it("a customer cannot read a seller's review list", async () => {
    const res = await (await server.signedIn('customer')).get('/api/vendor/reviews');
    expect(res.status).toBe(403);
  });

  it('is decided when the review is written: writing again after the delivery verifies it', async () => {
    const product = await reviewedProduct();
    const buyer = await server.signedIn('customer');
    const order = await orderMovedTo(buyer, product.id, ['confirmed', 'processing', 'shipped']);
    expect(await verifiedOf(await review(buyer, product.id, 3))).toBe(false);
    expect((await vendor.post(`/api/vendor/orders/${order.id}/status`, { to: 'delivered' })).status).toBe(200);
    const [kept] = await server.db.select().from(reviews).where(eq(reviews.productId, product.id));
    expect(kept).toMatchObject({ customerId: buyer.userId, verifiedPurchase: false });
    expect(await verifiedOf(await review(buyer, product.id, 5))).toBe(true);
  });
});
