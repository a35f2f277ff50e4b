import type { ManagedOrder } from '../../../../shared/fulfilment.ts';
import { useChangeVendorOrderStatus } from '../api/change-vendor-order-status.ts';
import { orderManagementMessages } from '../messages.ts';
import { ManagedOrderCard } from './managed-order-card.tsx';
import { OrderStatusActions } from './order-status-actions.tsx';

/**
 * One order of the vendor's stores with the vendor's fulfilment buttons. A WhatsApp order is paid
 * to Oja's number, so only an admin marks it paid (docs/product.md#whatsapp); the vendor sees that it is awaiting
 * that payment. `onChanged` refreshes the list the card is in, after a move and after a refusal.
 */
export function VendorOrderCard({ order, onChanged }: { order: ManagedOrder; onChanged: () => Promise<unknown> }) {
  const change = useChangeVendorOrderStatus(onChanged);
  return (
    <ManagedOrderCard
      order={order}
      actions={
        <>
          {awaitingPaymentToOja(order) && (
            <p className="mt-1 rounded-lg bg-amber-50 px-3 py-1.5 text-sm text-amber-900">
              <span className="font-medium">{orderManagementMessages.awaitingPaymentToOja}</span>{' '}
              {orderManagementMessages.awaitingPaymentToOjaHint}
            </p>
          )}
          <OrderStatusActions order={order} onMove={(move) => change.mutateAsync({ orderId: order.id, move })} />
        </>
      }
    />
  );
}

const awaitingPaymentToOja = (order: ManagedOrder) =>
  order.paymentMethod === 'whatsapp' && order.paymentStatus === 'pending' && order.status !== 'cancelled';
