import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orderItems, orders, products, reviews } from './schema.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';
import type { OrderStatus } from '../../shared/constants.ts';

/**
 * Migration 0020 fills the products' star tallies and the reviews' verified purchase from what was
 * written before them; run its UPDATEs again over reviews written straight into the table.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function rerunBackfill() {
  const file = new URL('./migrations/0023_review-tallies.sql', import.meta.url);
  const statements = (await readFile(file, 'utf8')).split('--> statement-breakpoint');
  for (const statement of statements) {
    const code = statement.replace(/^\s*--.*$/gm, '').trim();
    if (code.startsWith('UPDATE')) await server.db.execute(sql.raw(statement));
  }
}

let tracking = 0;
async function orderOf(customerId: string, storeId: string, productId: string, status: OrderStatus) {
  const [order] = await server.db
    .insert(orders)
    .values({
      customerId,
      storeId,
      totalAmountKobo: 150_000,
      paymentMethod: 'paystack',
      paymentStatus: 'completed',
      status,
      shippingAddress: { fullName: 'A', phone: '08031234567', address: '1 Road', city: 'Ikeja', state: 'Lagos' },
      trackingNumber: `LXPMIGRATION${++tracking}`,
    })
    .returning();
  await server.db
    .insert(orderItems)
    .values({ orderId: order!.id, productId, productName: 'Kettle', quantity: 1, priceKobo: 150_000 });
}

describe('the review tallies migration', () => {
  it('counts the reviews already written per star and marks those of delivered buyers verified', async () => {
    const make = factories(server.db);
    const store = await make.store((await server.signedIn('vendor')).userId);
    const kettle = await make.product(store.id);
    const quiet = await make.product(store.id);
    const [ada, bola, chidi] = await Promise.all([1, 2, 3].map(() => server.signedIn('customer')));
    await orderOf(ada!.userId, store.id, kettle.id, 'delivered');
    await orderOf(bola!.userId, store.id, kettle.id, 'cancelled');
    await orderOf(chidi!.userId, store.id, kettle.id, 'shipped');
    await server.db.insert(reviews).values([
      { productId: kettle.id, customerId: ada!.userId, rating: 5 },
      { productId: kettle.id, customerId: bola!.userId, rating: 5 },
      { productId: kettle.id, customerId: chidi!.userId, rating: 2 },
    ]);

    await rerunBackfill();

    const tallies = await server.db
      .select({
        id: products.id,
        tallies: sql<
          number[]
        >`array[${products.ratings1}, ${products.ratings2}, ${products.ratings3}, ${products.ratings4}, ${products.ratings5}]`,
      })
      .from(products)
      .where(sql`${products.id} in (${kettle.id}, ${quiet.id})`);
    expect(Object.fromEntries(tallies.map((row) => [row.id, row.tallies]))).toEqual({
      [kettle.id]: [0, 1, 0, 0, 2],
      [quiet.id]: [0, 0, 0, 0, 0],
    });
    const verified = await server.db
      .select({ customerId: reviews.customerId, verified: reviews.verifiedPurchase })
      .from(reviews)
      .where(eq(reviews.productId, kettle.id));
    expect(Object.fromEntries(verified.map((row) => [row.customerId, row.verified]))).toEqual({
      [ada!.userId]: true,
      [bola!.userId]: false,
      [chidi!.userId]: false,
    });
  });
});
