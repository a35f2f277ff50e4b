import type { Agent, TestServer } from './harness.ts';
import { factories } from './factories.ts';
import { payInSandbox, placeCheckout } from './checkout-helpers.ts';
import { creditForOrder } from '../ledger/credit-for-order.ts';
import { eq } from 'drizzle-orm';
import { profiles } from '../db/schema.ts';
import type { DbOrTx } from '../db/client.ts';
import { expect } from 'vitest';
import type { PaymentMethod } from '../../shared/constants.ts';

/** The bank account a seller's cashouts are paid to, as an approved vendor application leaves it. */
export const PAYOUT_ACCOUNT = {
  bankName: 'Guaranty Trust Bank (GTBank)',
  bankCode: '058',
  accountNumber: '0123456789',
  accountName: 'Adaeze Okafor',
} as const;

/** Gives a seller made through the role (who has none) the bank details a cashout needs. */
export async function givePayoutAccount(
  db: DbOrTx,
  userId: string,
  account: Partial<Record<keyof typeof PAYOUT_ACCOUNT, string>> = {},
) {
  await db
    .update(profiles)
    .set({ ...PAYOUT_ACCOUNT, ...account })
    .where(eq(profiles.id, userId));
}

/**
 * Gives a seller a balance the way the marketplace does: a customer buys from their store and
 * pays, and the order's delivery credits the ledger (called directly here; the delivered path
 * belongs to fulfilment). Returns the credited order.
 */
export async function earn(
  server: TestServer,
  seller: Agent & { userId: string },
  amountKobo: number,
  options: { paymentMethod?: PaymentMethod } = {},
) {
  const make = factories(server.db);
  const store = await make.store(seller.userId);
  const product = await make.product(store.id, { priceKobo: 100_000, stockQuantity: 5 });
  const customer = await server.signedIn('customer');
  const checkout = await placeCheckout(customer, [{ productId: product.id, quantity: 1 }], options);
  await payInSandbox(customer, checkout.reference);
  const order = checkout.orders[0]!;
  await creditForOrder(server.db, {
    vendorId: seller.userId,
    storeId: store.id,
    orderId: order.id,
    amountKobo,
    fallbackHoldDays: 0,
  });
  return order;
}

/**
 * A new seller with the bank account a cashout needs and a balance earned as the marketplace does
 * (earn). Where the payout provider is Paystack's or Flutterwave's fake, `paymentMethod:
 * 'flutterwave'` has the sandbox take the sale, so the fake sees only the payout.
 */
export async function sellerWithBalance(
  server: TestServer,
  balanceKobo: number,
  options: { fullName?: string; accountNumber?: string; paymentMethod?: PaymentMethod } = {},
) {
  const seller = await server.signedIn('vendor', options.fullName ? { fullName: options.fullName } : {});
  await givePayoutAccount(
    server.db,
    seller.userId,
    options.accountNumber ? { accountNumber: options.accountNumber } : {},
  );
  await earn(server, seller, balanceKobo, { paymentMethod: options.paymentMethod });
  return seller;
}

/** A signed-in account, as TestServer.signedIn gives it. */
type SignedIn = Awaited<ReturnType<TestServer['signedIn']>>;

/** The seller asks for a cashout, an admin approves it, and the payout job it queues runs. */
export async function approveCashout<Cashout extends { id: string } = { id: string }>(
  server: TestServer,
  seller: Agent,
  amountKobo: number,
  admin?: SignedIn,
): Promise<{ admin: SignedIn; cashout: Cashout }> {
  const res = await seller.post('/api/cashouts', { amountKobo });
  expect(res.status).toBe(201);
  const { cashout } = (await res.json()) as { cashout: Cashout };
  const approver = admin ?? (await server.signedIn('admin'));
  expect((await approver.post(`/api/admin/cashouts/${cashout.id}/approve`)).status).toBe(200);
  await server.drainJobs();
  return { admin: approver, cashout };
}

/**
 * Makes a seller owe `commissionKobo` the way the marketplace does (docs/product.md#pay-on-delivery):
 * their store — paying at the door, with a flat commission of that amount per line as its own rule —
 * sells one product (₦5,000, or the commission if more) on delivery, and the seller ships it and
 * marks it Delivered and paid — or, with `deliver: false`, leaves it shipped. The commission is
 * debited from their available balance at delivery. Returns the order and its store.
 */
export async function oweOnDelivery(
  server: TestServer,
  seller: Agent & { userId: string },
  commissionKobo: number,
  options: { deliver?: boolean } = {},
) {
  const make = factories(server.db);
  const store = await make.store(seller.userId, { payOnDelivery: true });
  const product = await make.product(store.id, { priceKobo: Math.max(500_000, commissionKobo), stockQuantity: 5 });
  const admin = await server.signedIn('admin');
  const rule = await admin.request('PUT', `/api/admin/commission/stores/${store.id}`, {
    percentBp: 0,
    flatKobo: commissionKobo,
    floorKobo: null,
    capKobo: null,
  });
  if (rule.status !== 200) throw new Error(`commission rule: ${rule.status} ${await rule.text()}`);
  const customer = await server.signedIn('customer');
  const checkout = await placeCheckout(customer, [{ productId: product.id, quantity: 1 }], {
    paymentMethod: 'pay_on_delivery',
  });
  const order = checkout.orders[0]!;
  const moves = ['confirmed', 'processing', 'shipped', 'delivered'] as const;
  for (const to of options.deliver === false ? moves.slice(0, 3) : moves) {
    const res = await seller.post(`/api/vendor/orders/${order.id}/status`, { to });
    if (res.status !== 200) throw new Error(`${to}: ${res.status} ${await res.text()}`);
  }
  return { order, store, customer };
}

/** The ledger's readers, for tests beside domains that may not import the ledger domain themselves. */
export { ledgerMismatches } from '../ledger/ledger-mismatches.ts';
export { readLedger } from '../ledger/read-ledger.ts';
