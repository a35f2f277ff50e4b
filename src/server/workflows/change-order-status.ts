import type { Deps } from '../deps.ts';
import type { Actor } from '../actor.ts';
import type { ChangeOrderStatusInput } from '../../shared/schemas/fulfilment.ts';
import type { ChangedOrder } from '../../shared/fulfilment.ts';
import { transitionOrderStatus } from '../orders/transition-order-status.ts';
import { findOrderRefund } from '../orders/order-refund.ts';
import { createRefund } from '../payments/create-refund.ts';
import { sendRefund } from './send-refund.ts';
import { returnStock } from '../catalog/return-stock.ts';
import { creditForOrder } from '../ledger/credit-for-order.ts';
import { debitCommission } from '../ledger/debit-commission.ts';
import { debitPayOnDeliveryCommission } from '../ledger/debit-pay-on-delivery-commission.ts';
import { z } from 'zod';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { defineJob, handleJob } from '../jobs/define-job.ts';
import { findPaymentById } from '../payments/find-payment.ts';
import { changePaymentStatus } from '../payments/change-payment-status.ts';
import { findOrderPayment } from '../orders/find-order-payment.ts';
import { settledAtDoor } from '../orders/settled-at-door.ts';

/** Refunds a cancelled, paid order its total (refundOrder). */
export const refundOrderJob = defineJob('refund-order', z.object({ orderId: z.string() }));

/**
 * A vendor (or an admin) moves an order along docs/product.md#order-status, in one transaction: the conditional move
 * and its tracking entry; on delivery of a paid order the store owner's credit of the order's total
 * and the marketplace's commission on it (each once per order, decisions 0016 and 0017), both held
 * for the payout hold (decision 0020); on cancel the order's stock back on the shelf and, when it was paid, a refund job
 * for the order's total.
 *
 * An order paid on delivery (decision 0019) is delivered and paid in one move — its commission then
 * owed by the vendor, a debit of their available balance — or refused at the door (cancelled, its
 * stock back); its checkout's payment follows once no order of it is left to pay at the door.
 * Locks in the one order: the payment, then the order, then the stock or the seller's balance.
 */
export async function changeOrderStatus(
  deps: Deps,
  input: ChangeOrderStatusInput & { orderId: string },
  actor: Actor,
): Promise<ChangedOrder> {
  const changed = await deps.db.transaction(async (tx) => {
    const paidBy = await findOrderPayment(tx, input.orderId);
    const atDoorPaymentId = paidBy?.paymentMethod === 'pay_on_delivery' ? paidBy.paymentId : null;
    if (atDoorPaymentId) await findPaymentById(tx, atDoorPaymentId, { lock: true });
    const order = await transitionOrderStatus(tx, input, actor);
    if (order.status === 'delivered' && order.paymentStatus === 'completed') {
      if (order.paymentMethod === 'pay_on_delivery') {
        // The vendor collected the whole total at the door, so no sale is credited; the commission
        // frozen on the order is owed, taken from the available balance now, even below zero
        // (decisions 0019 and 0016).
        await debitPayOnDeliveryCommission(tx, {
          vendorId: order.ownerId,
          orderId: order.id,
          amountKobo: order.commissionKobo,
        });
        // The shopper paid the door less a platform coupon's discount: the platform pays the seller
        // that part, as a sale credit held like any other (docs/product.md#coupons).
        if (order.platformDiscountKobo > 0) {
          await creditForOrder(tx, {
            vendorId: order.ownerId,
            storeId: order.storeId,
            orderId: order.id,
            amountKobo: order.platformDiscountKobo,
            fallbackHoldDays: deps.config.payoutHoldDays,
          });
        }
      } else {
        await creditForOrder(tx, {
          vendorId: order.ownerId,
          storeId: order.storeId,
          orderId: order.id,
          // A platform coupon is the platform's cost, not the seller's: they are credited the undiscounted sale.
          amountKobo: order.totalAmountKobo + order.platformDiscountKobo,
          fallbackHoldDays: deps.config.payoutHoldDays,
        });
        // After the credit, held with it, so the balance holds the sale the commission comes out of.
        await debitCommission(tx, { vendorId: order.ownerId, orderId: order.id, amountKobo: order.commissionKobo });
      }
    }
    if (order.status === 'cancelled') {
      await returnStock(tx, order.returnedLines);
      if (order.paymentStatus === 'refund_pending') {
        await enqueueJob(tx, refundOrderJob, { orderId: order.id });
      }
    }
    if (atDoorPaymentId && (order.status === 'delivered' || order.status === 'cancelled')) {
      const settled = await settledAtDoor(tx, atDoorPaymentId);
      if (settled) await changePaymentStatus(tx, atDoorPaymentId, ['on_delivery'], settled);
    }
    return order;
  });
  return { id: changed.id, status: changed.status, paymentStatus: changed.paymentStatus };
}

/**
 * The refund job of a cancelled, paid order: the refund row is written first, then sent (the
 * provider is asked for the transaction's refunds before it is asked for money, so a crash and a
 * retry never refund twice). The order shows `refunded` only when the provider confirms. A
 * WhatsApp order has no provider: it stays refund_pending for an admin to settle by hand.
 */
export async function refundOrder(deps: Deps, orderId: string): Promise<void> {
  const order = await findOrderRefund(deps.db, orderId);
  if (!order?.paymentId) return;
  const payment = await findPaymentById(deps.db, order.paymentId);
  if (!payment || !deps.payments.byId(payment.provider)) return;
  const refund = await createRefund(deps.db, {
    paymentId: payment.id,
    orderId,
    amountKobo: order.totalAmountKobo,
  });
  await sendRefund(deps, refund.id);
}

export const refundOrderJobHandler = handleJob(refundOrderJob, (deps: Deps, payload) =>
  refundOrder(deps, payload.orderId),
);
