import type { Agent, TestServer } from './harness.ts';
import { factories } from './factories.ts';
import { payInSandbox, placeCheckout } from './checkout-helpers.ts';
import { creditForOrder } from '../ledger/credit-for-order.ts';
import { eq } from 'drizzle-orm';
import { profiles } from '../db/schema.ts';
import type { DbOrTx } from '../db/client.ts';

/** The bank account a seller's cashouts are paid to, as an approved vendor application leaves it. */
export const PAYOUT_ACCOUNT = {
  bankName: 'Guaranty Trust Bank (GTBank)',
  bankCode: '058',
  accountNumber: '0123456789',
  accountName: 'Adaeze Okafor',
} as const;

/** Gives a seller made through the role (who has none) the bank details a cashout needs. */
export async function givePayoutAccount(db: DbOrTx, userId: string, account: Partial<typeof PAYOUT_ACCOUNT> = {}) {
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
export async function earn(server: TestServer, seller: Agent & { userId: string }, amountKobo: number) {
  const make = factories(server.db);
  const store = await make.store(seller.userId);
  const product = await make.product(store.id, { priceKobo: 100_000, stockQuantity: 5 });
  const customer = await server.signedIn('customer');
  const checkout = await placeCheckout(customer, [{ productId: product.id, quantity: 1 }]);
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

/** The ledger's readers, for tests beside domains that may not import the ledger domain themselves. */
export { ledgerMismatches } from '../ledger/ledger-mismatches.ts';
export { readLedger } from '../ledger/read-ledger.ts';
