import type { ManagedOrder } from '../../../../shared/fulfilment.ts';
import { useChangeAdminOrderStatus } from '../api/change-admin-order-status.ts';
import { useMarkOrderPaid } from '../api/mark-order-paid.ts';
import { useMarkOrderRefunded } from '../api/mark-order-refunded.ts';
import { ManagedOrderCard } from './managed-order-card.tsx';
import { OrderStatusActions } from './order-status-actions.tsx';

/**
 * Any order as an admin manages it: the vendor's fulfilment buttons, plus Mark as Paid for a
 * WhatsApp payment that reached Oja and Mark refunded for one paid back by hand. `onChanged`
 * refreshes the list the card is in, after a change and after a refusal.
 */
export function AdminOrderCard({ order, onChanged }: { order: ManagedOrder; onChanged: () => Promise<unknown> }) {
  const change = useChangeAdminOrderStatus(onChanged);
  const markPaid = useMarkOrderPaid(onChanged);
  const markRefunded = useMarkOrderRefunded(onChanged);
  return (
    <ManagedOrderCard
      order={order}
      actions={
        <OrderStatusActions
          order={order}
          onMove={(move) => change.mutateAsync({ orderId: order.id, move })}
          onMarkPaid={() => markPaid.mutateAsync(order.id)}
          onMarkRefunded={() => markRefunded.mutateAsync(order.id)}
        />
      }
    />
  );
}
