import type { PaymentMethod, PaymentStatus } from '../../../shared/constants.ts';
import { messages } from '../../../shared/messages.ts';
import { formatNaira } from '../../../shared/money.ts';

/** An order still to be paid at the door (docs/product.md#pay-on-delivery). */
export const dueOnDelivery = (order: { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus }) =>
  order.paymentMethod === 'pay_on_delivery' && order.paymentStatus === 'on_delivery';

/**
 * The money an order paid on delivery still waits for, said where the order is shown: to its
 * customer "Pay on delivery: have ₦X ready", to its vendor and admins "Pay on delivery: collect ₦X".
 * Nothing once it is paid or cancelled.
 */
export function PayOnDeliveryNote({
  order,
  for: reader,
  className = '',
}: {
  order: { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus; totalAmountKobo: number };
  for: 'customer' | 'seller';
  className?: string;
}) {
  if (!dueOnDelivery(order)) return null;
  const amount = formatNaira(order.totalAmountKobo);
  return (
    <p className={`rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900 tabular-nums ${className}`}>
      {reader === 'customer' ? messages.payOnDelivery.haveReady(amount) : messages.payOnDelivery.collect(amount)}
    </p>
  );
}
