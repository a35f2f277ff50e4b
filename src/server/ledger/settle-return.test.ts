import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { placeCheckout, twoStoreShop } from '../test/checkout-helpers.ts';
import { balanceEntries, orderItems, orders } from '../db/schema.ts';
import { ledgerMismatches } from './ledger-mismatches.ts';
import { readLedger } from './read-ledger.ts';
import { settleDeliveredOrder } from './settle-delivered-order.ts';
import { settleReturn } from './settle-return.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  expect(await ledgerMismatches(server.db)).toEqual([]);
  await server.close();
});

/**
 * Two kettles (₦2,500 each) delivered with a commission of ₦250 a kettle frozen on the line, and a
 * platform coupon's ₦1,000 off the line when `platformCoupon` (written on the order as checkout would).
 */
async function deliveredTwoKettles(options: { platformCoupon: boolean; paidOnDelivery: boolean }) {
  const shop = await twoStoreShop(server);
  const checkout = await placeCheckout(await server.signedIn('customer'), [{ productId: shop.kettle.id, quantity: 2 }]);
  const orderId = checkout.orders[0]!.id;
  const discountKobo = options.platformCoupon ? 100_000 : 0;
  const [item] = await server.db
    .update(orderItems)
    .set({ commissionKobo: 50_000, discountKobo })
    .where(eq(orderItems.orderId, orderId))
    .returning();
  const [order] = await server.db
    .update(orders)
    .set({
      commissionKobo: 50_000,
      deliveryCommissionKobo: 0,
      couponBearer: options.platformCoupon ? 'platform' : null,
      discountKobo,
    })
    .where(eq(orders.id, orderId))
    .returning();
  await settleDeliveredOrder(
    server.db,
    {
      id: orderId,
      ownerId: shop.vendor.userId,
      storeId: shop.kettle.storeId,
      totalAmountKobo: order!.totalAmountKobo,
      commissionKobo: 50_000,
      platformDiscountKobo: discountKobo,
      paymentMethod: options.paidOnDelivery ? 'pay_on_delivery' : 'paystack',
    },
    0,
  );
  return { vendorId: shop.vendor.userId, orderId, item: item!, order: order! };
}
const sumOf = async (orderId: string) =>
  (await server.db.select().from(balanceEntries).where(eq(balanceEntries.orderId, orderId))).reduce(
    (sum, e) => sum + e.amountKobo,
    0,
  );

describe('settleReturn', () => {
  it('takes a refund of one kettle off the earnings and gives back its commission, once', async () => {
    const d = await deliveredTwoKettles({ platformCoupon: false, paidOnDelivery: false });
    const before = await sumOf(d.orderId);
    const input = {
      vendorId: d.vendorId,
      orderId: d.orderId,
      returned: [{ orderItemId: d.item.id, quantity: 1 }],
      refundKobo: 250_000,
      paidOnDelivery: false,
    };
    expect(await settleReturn(server.db, input)).toEqual({ commissionBackKobo: 25_000, platformShareKobo: 0 });
    await settleReturn(server.db, input);
    expect(await sumOf(d.orderId)).toBe(before - 250_000 + 25_000);
  });

  it('with a platform coupon, the seller gives back the coupon’s share of the refunded goods too', async () => {
    const d = await deliveredTwoKettles({ platformCoupon: true, paidOnDelivery: false });
    const before = await sumOf(d.orderId);
    // One kettle of the two: ₦2,000 paid for it, and the platform's ₦500 share of the coupon goes back with it.
    const shares = await settleReturn(server.db, {
      vendorId: d.vendorId,
      orderId: d.orderId,
      returned: [{ orderItemId: d.item.id, quantity: 1 }],
      refundKobo: 200_000,
      paidOnDelivery: false,
    });
    expect(shares).toEqual({ commissionBackKobo: 25_000, platformShareKobo: 50_000 });
    expect(await sumOf(d.orderId)).toBe(before - 200_000 - 50_000 + 25_000);
  });

  it('paid at the door, only the commission of the returned goods comes back', async () => {
    const d = await deliveredTwoKettles({ platformCoupon: false, paidOnDelivery: true });
    await settleReturn(server.db, {
      vendorId: d.vendorId,
      orderId: d.orderId,
      returned: [{ orderItemId: d.item.id, quantity: 2 }],
      refundKobo: 500_000,
      paidOnDelivery: true,
    });
    expect(await sumOf(d.orderId)).toBe(0);
    expect((await readLedger(server.db, d.vendorId)).balanceKobo).toBe(0);
  });
});
