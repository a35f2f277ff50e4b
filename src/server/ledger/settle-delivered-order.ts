import type { DbOrTx } from '../db/client.ts';
import type { PaymentMethod } from '../../shared/constants.ts';
import { creditForOrder } from './credit-for-order.ts';
import { creditPlatformDiscount } from './credit-platform-discount.ts';
import { debitCommission } from './debit-commission.ts';
import { debitPayOnDeliveryCommission } from './debit-pay-on-delivery-commission.ts';

/** A delivered, paid order's figures as the order froze them at checkout. */
export type DeliveredOrder = {
  id: string;
  ownerId: string;
  storeId: string;
  totalAmountKobo: number;
  commissionKobo: number;
  platformDiscountKobo: number;
  paymentMethod: PaymentMethod;
};

/**
 * What a delivered, paid order moves in its seller's ledger, once each (decisions 0016, 0017, 0019,
 * 0020, 0026, 0033). Paid through Oja (card or WhatsApp): the sale's credit of the order's total,
 * then the commission frozen at checkout, held with it. Paid at the door: no sale — the seller
 * collected the total — and the commission owed, from the available balance at once, even below
 * zero. Either way a platform coupon's discount, paid by the platform as a credit of its own (held
 * for an admin above the store's daily limit; new checkouts take one only through a card provider).
 * Delivery and an admin marking a delivered WhatsApp order paid both come here, so the seller's
 * money on delivery is written in one place. The caller holds the order's row lock.
 */
export async function settleDeliveredOrder(db: DbOrTx, order: DeliveredOrder, fallbackHoldDays: number): Promise<void> {
  const commission = { vendorId: order.ownerId, orderId: order.id, amountKobo: order.commissionKobo };
  if (order.paymentMethod === 'pay_on_delivery') {
    await debitPayOnDeliveryCommission(db, commission);
  } else {
    await creditForOrder(db, {
      vendorId: order.ownerId,
      storeId: order.storeId,
      orderId: order.id,
      amountKobo: order.totalAmountKobo,
      fallbackHoldDays,
    });
    // After the credit, held with it, so the balance holds the sale the commission comes out of.
    await debitCommission(db, commission);
  }
  await creditPlatformDiscount(db, {
    vendorId: order.ownerId,
    storeId: order.storeId,
    orderId: order.id,
    amountKobo: order.platformDiscountKobo,
    fallbackHoldDays,
  });
}
