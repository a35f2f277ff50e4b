import type { DbOrTx } from '../db/client.ts';
import { debitReturnRefund } from './debit-return-refund.ts';
import { readReturnShares, type ReturnShares } from './read-return-shares.ts';
import { refundPayOnDeliveryCommission } from './refund-pay-on-delivery-commission.ts';

/**
 * What an accepted return moves in its seller's ledger, once per order (docs/product.md#returns,
 * decisions 0021 and 0033). The shares come from the returned lines' own frozen figures
 * (readReturnShares): the commission given back, and a platform coupon's share of the refunded
 * goods, which the platform — not the shopper — paid the seller, so the seller gives it back too.
 *
 * Paid through Oja: the refund and that share come off the seller's earnings with the commission
 * given back — held with the sale, or, once released, off the available balance, below zero if it
 * must (collected from later sales: decision 0016). Paid at the door: the seller pays the customer
 * back directly, so only the commission of the returned goods comes back to them.
 * The caller holds the order's row lock (as the release job takes it).
 */
export async function settleReturn(
  db: DbOrTx,
  input: {
    vendorId: string;
    orderId: string;
    returned: { orderItemId: string; quantity: number }[];
    refundKobo: number;
    paidOnDelivery: boolean;
  },
): Promise<ReturnShares> {
  const shares = await readReturnShares(db, input);
  if (input.paidOnDelivery) {
    await refundPayOnDeliveryCommission(db, {
      vendorId: input.vendorId,
      orderId: input.orderId,
      commissionRefundKobo: shares.commissionBackKobo,
    });
  } else {
    await debitReturnRefund(db, {
      vendorId: input.vendorId,
      orderId: input.orderId,
      refundKobo: input.refundKobo + shares.platformShareKobo,
      commissionRefundKobo: shares.commissionBackKobo,
    });
  }
  return shares;
}
