import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { placeCheckout, twoStoreShop } from '../test/checkout-helpers.ts';
import { balanceEntries } from '../db/schema.ts';
import { ledgerMismatches } from './ledger-mismatches.ts';
import { readLedger } from './read-ledger.ts';
import { settleDeliveredOrder, type DeliveredOrder } from './settle-delivered-order.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  expect(await ledgerMismatches(server.db)).toEqual([]);
  await server.close();
});

async function placedOrder(figures: Omit<DeliveredOrder, 'id' | 'ownerId' | 'storeId'>) {
  const shop = await twoStoreShop(server);
  const checkout = await placeCheckout(await server.signedIn('customer'), [{ productId: shop.kettle.id, quantity: 1 }]);
  const order = { id: checkout.orders[0]!.id, ownerId: shop.vendor.userId, storeId: shop.kettle.storeId, ...figures };
  return order;
}
const entriesOf = (orderId: string) =>
  server.db
    .select({ reason: balanceEntries.reason, amountKobo: balanceEntries.amountKobo })
    .from(balanceEntries)
    .where(eq(balanceEntries.orderId, orderId))
    .orderBy(balanceEntries.reason);

describe('settleDeliveredOrder', () => {
  it('credits a card sale its total, takes the commission and pays a platform coupon, once each', async () => {
    const order = await placedOrder({
      totalAmountKobo: 400_000,
      commissionKobo: 40_000,
      platformDiscountKobo: 50_000,
      paymentMethod: 'paystack',
    });
    await settleDeliveredOrder(server.db, order, 0);
    await settleDeliveredOrder(server.db, order, 0);
    expect(await entriesOf(order.id)).toEqual([
      { reason: 'commission', amountKobo: -40_000 },
      { reason: 'order_delivered', amountKobo: 400_000 },
      { reason: 'platform_discount', amountKobo: 50_000 },
    ]);
    expect((await readLedger(server.db, order.ownerId)).balanceKobo).toBe(410_000);
  });

  it('paid at the door credits no sale: the commission is owed, below zero, and a platform coupon still paid', async () => {
    const order = await placedOrder({
      totalAmountKobo: 400_000,
      commissionKobo: 40_000,
      platformDiscountKobo: 10_000,
      paymentMethod: 'pay_on_delivery',
    });
    await settleDeliveredOrder(server.db, order, 3);
    expect(await entriesOf(order.id)).toEqual([
      { reason: 'commission', amountKobo: -40_000 },
      { reason: 'platform_discount', amountKobo: 10_000 },
    ]);
    // The commission is taken from the available balance at once; the coupon's credit is held.
    expect((await readLedger(server.db, order.ownerId)).balanceKobo).toBe(-40_000);
  });

  it('writes nothing for a zero commission or coupon', async () => {
    const order = await placedOrder({
      totalAmountKobo: 250_000,
      commissionKobo: 0,
      platformDiscountKobo: 0,
      paymentMethod: 'whatsapp',
    });
    await settleDeliveredOrder(server.db, order, 0);
    expect(await entriesOf(order.id)).toEqual([{ reason: 'order_delivered', amountKobo: 250_000 }]);
  });
});
