import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { placeCheckout, twoStoreShop } from '../test/checkout-helpers.ts';
import { creditForOrder } from './credit-for-order.ts';
import { debitForCashout, InsufficientBalance } from './debit-for-cashout.ts';
import { ledgerMismatches } from './ledger-mismatches.ts';
import { returnCashout } from './return-cashout.ts';
import { readLedger } from './read-ledger.ts';
import { debitReturnRefund } from './debit-return-refund.ts';
import { debitPayOnDeliveryCommission } from './debit-pay-on-delivery-commission.ts';
import { balanceEntries, cashoutRequests, profiles } from '../db/schema.ts';
import { eq, sql } from 'drizzle-orm';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  expect(await ledgerMismatches(server.db)).toEqual([]);
  await server.close();
});

describe('the earnings ledger (decision 0016)', () => {
  it('credits an order once, however often it is asked', async () => {
    const shop = await twoStoreShop(server);
    const checkout = await placeCheckout(await server.signedIn('customer'), [
      { productId: shop.kettle.id, quantity: 1 },
    ]);
    const input = {
      vendorId: shop.vendor.userId,
      storeId: shop.kettle.storeId,
      orderId: checkout.orders[0]!.id,
      amountKobo: 400_000,
      fallbackHoldDays: 0,
    };
    expect(await creditForOrder(server.db, input)).toBe(true);
    expect(await creditForOrder(server.db, input)).toBe(false);
    const ledger = await readLedger(server.db, shop.vendor.userId);
    expect(ledger.balanceKobo).toBe(400_000);
    expect(ledger.entries).toMatchObject([{ amountKobo: 400_000, reason: 'order_delivered', orderId: input.orderId }]);
  });

  it('debits a cashout once and never below zero', async () => {
    const shop = await twoStoreShop(server);
    const checkout = await placeCheckout(await server.signedIn('customer'), [
      { productId: shop.kettle.id, quantity: 1 },
    ]);
    await creditForOrder(server.db, {
      vendorId: shop.vendor.userId,
      storeId: shop.kettle.storeId,
      orderId: checkout.orders[0]!.id,
      amountKobo: 100_000,
      fallbackHoldDays: 0,
    });
    const [small] = await server.db
      .insert(cashoutRequests)
      .values({ vendorId: shop.vendor.userId, amountKobo: 60_000 })
      .returning();
    const [large] = await server.db
      .insert(cashoutRequests)
      .values({ vendorId: shop.vendor.userId, amountKobo: 60_000 })
      .returning();
    const debit = (id: string) =>
      debitForCashout(server.db, { vendorId: shop.vendor.userId, cashoutRequestId: id, amountKobo: 60_000 });
    expect(
      await server.db.transaction((tx) =>
        debitForCashout(tx, { vendorId: shop.vendor.userId, cashoutRequestId: small!.id, amountKobo: 60_000 }),
      ),
    ).toBe(true);
    expect(await debit(small!.id)).toBe(false);
    await expect(
      server.db.transaction((tx) =>
        debitForCashout(tx, { vendorId: shop.vendor.userId, cashoutRequestId: large!.id, amountKobo: 60_000 }),
      ),
    ).rejects.toBeInstanceOf(InsufficientBalance);
    expect((await readLedger(server.db, shop.vendor.userId)).balanceKobo).toBe(40_000);
  });

  it('returns a failed cashout once, beside its debit (decision 0018)', async () => {
    const shop = await twoStoreShop(server);
    const checkout = await placeCheckout(await server.signedIn('customer'), [
      { productId: shop.kettle.id, quantity: 1 },
    ]);
    await creditForOrder(server.db, {
      vendorId: shop.vendor.userId,
      storeId: shop.kettle.storeId,
      orderId: checkout.orders[0]!.id,
      amountKobo: 100_000,
      fallbackHoldDays: 0,
    });
    const [cashout] = await server.db
      .insert(cashoutRequests)
      .values({ vendorId: shop.vendor.userId, amountKobo: 70_000 })
      .returning();
    const input = { vendorId: shop.vendor.userId, cashoutRequestId: cashout!.id, amountKobo: 70_000 };
    await server.db.transaction((tx) => debitForCashout(tx, input));
    expect(await returnCashout(server.db, input)).toBe(true);
    expect(await returnCashout(server.db, input)).toBe(false);
    // The debit is still one: its entry and the return's are unique per cashout and reason.
    expect(await server.db.transaction((tx) => debitForCashout(tx, input))).toBe(false);
    const ledger = await readLedger(server.db, shop.vendor.userId);
    expect(ledger.balanceKobo).toBe(100_000);
    expect(
      ledger.entries.filter((e) => e.cashoutRequestId === cashout!.id).map((e) => [e.reason, e.amountKobo]),
    ).toEqual(
      expect.arrayContaining([
        ['cashout', -70_000],
        ['cashout_returned', 70_000],
      ]),
    );
  });

  it('a return refunded after the money was released takes the balance below zero: the seller owes it', async () => {
    const shop = await twoStoreShop(server);
    const checkout = await placeCheckout(await server.signedIn('customer'), [
      { productId: shop.kettle.id, quantity: 1 },
    ]);
    const orderId = checkout.orders[0]!.id;
    const vendorId = shop.vendor.userId;
    // Released at once (a hold of 0), then all of it cashed out.
    await creditForOrder(server.db, {
      vendorId,
      storeId: shop.kettle.storeId,
      orderId,
      amountKobo: 400_000,
      fallbackHoldDays: 0,
    });
    const [cashout] = await server.db.insert(cashoutRequests).values({ vendorId, amountKobo: 400_000 }).returning();
    await server.db.transaction((tx) =>
      debitForCashout(tx, { vendorId, cashoutRequestId: cashout!.id, amountKobo: 400_000 }),
    );
    const refund = { vendorId, orderId, refundKobo: 250_000, commissionRefundKobo: 0 };
    expect(await server.db.transaction((tx) => debitReturnRefund(tx, refund))).toBe('available');
    expect(await server.db.transaction((tx) => debitReturnRefund(tx, refund))).toBe('none');
    const ledger = await readLedger(server.db, vendorId);
    expect(ledger.balanceKobo).toBe(-250_000);
    expect(ledger.entries.filter((e) => e.orderId === orderId).map((e) => [e.reason, e.amountKobo, e.pending])).toEqual(
      expect.arrayContaining([
        ['order_delivered', 400_000, false],
        ['return_refund', -250_000, false],
      ]),
    );
  });

  it('a commission owed on a sale paid on delivery is debited once, below zero if it must be', async () => {
    const shop = await twoStoreShop(server);
    const checkout = await placeCheckout(await server.signedIn('customer'), [
      { productId: shop.kettle.id, quantity: 1 },
    ]);
    const input = { vendorId: shop.vendor.userId, orderId: checkout.orders[0]!.id, amountKobo: 40_000 };
    expect(await debitPayOnDeliveryCommission(server.db, input)).toBe(true);
    expect(await debitPayOnDeliveryCommission(server.db, input)).toBe(false);
    expect(await debitPayOnDeliveryCommission(server.db, { ...input, amountKobo: 0 })).toBe(false);
    const profile = await server.profileOf(shop.vendor.userId);
    expect([profile!.availableBalanceKobo, profile!.pendingBalanceKobo]).toEqual([-40_000, 0]);
  });

  it('the database refuses a held balance below zero, and an entry moving money the wrong way for its reason', async () => {
    const shop = await twoStoreShop(server);
    await expect(
      server.db.update(profiles).set({ pendingBalanceKobo: -1 }).where(eq(profiles.id, shop.vendor.userId)),
    ).rejects.toMatchObject({ cause: { constraint: 'profiles_pending_balance_non_negative' } });
    const checkout = await placeCheckout(await server.signedIn('customer'), [
      { productId: shop.kettle.id, quantity: 1 },
    ]);
    for (const [reason, amountKobo] of [
      ['commission', 100],
      ['order_delivered', -100],
      ['return_refund', 100],
      ['commission_refund', -100],
    ] as const) {
      await expect(
        server.db
          .insert(balanceEntries)
          .values({ vendorId: shop.vendor.userId, orderId: checkout.orders[0]!.id, reason, amountKobo }),
      ).rejects.toMatchObject({ cause: { constraint: 'balance_entries_sign' } });
    }
    const [left] = await server.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from balance_entries where vendor_id = ${shop.vendor.userId}`,
      )
      .then((r) => r.rows);
    expect(left!.n).toBe(0);
  });
});
