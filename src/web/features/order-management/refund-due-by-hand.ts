import type { ManagedOrder } from '../../../shared/fulfilment.ts';

/**
 * A cancelled WhatsApp order that was paid: no provider can pay it back, so a person does (and an
 * admin then marks it refunded). Card orders are refunded by their provider's job.
 */
export const refundDueByHand = (order: ManagedOrder) =>
  order.paymentMethod === 'whatsapp' && order.status === 'cancelled' && order.paymentStatus === 'refund_pending';
