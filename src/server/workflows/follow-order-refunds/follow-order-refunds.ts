import type { DbOrTx } from '../../db/client.ts';
import { refundStateOfPayment } from '../../orders/refund-state-of-payment.ts';
import { changePaymentStatus } from '../../payments/change-payment-status.ts';

/**
 * A checkout's payment follows its orders' refunds: once no order of it is left paid
 * for, it reads `refund_pending`, then `refunded` when the last refund is confirmed — so a paid
 * order a vendor cancelled and refunded never leaves its payment `completed`. Each move is one
 * conditional update; the caller holds the payment's row lock (taken before the orders').
 */
export async function followOrderRefunds(db: DbOrTx, paymentId: string): Promise<void> {
  const state = await refundStateOfPayment(db, paymentId);
  if (state === 'refund_pending') await changePaymentStatus(db, paymentId, ['completed'], 'refund_pending');
  if (state === 'refunded') await changePaymentStatus(db, paymentId, ['completed', 'refund_pending'], 'refunded');
}
