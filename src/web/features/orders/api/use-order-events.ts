import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { OrderEvent, OrdersPage } from '../../../../shared/checkout.ts';
import { useEventSource } from '../../../lib/use-event-source.ts';
import { useSession } from '../../../lib/session-query.ts';
import { orderKeys } from '../../../entities/order/api/order-keys.ts';

/** GET /api/orders/events: an `order` event whenever one of the signed-in person's orders changes. */
export const ORDER_EVENTS_URL = '/api/orders/events';

function readOrderEvent(data: string): OrderEvent | null {
  try {
    const value = JSON.parse(data) as Partial<OrderEvent> | null;
    return value && typeof value.orderId === 'string' && value.status && value.paymentStatus
      ? (value as OrderEvent)
      : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the orders on screen current while mounted: the page's one connection to the order events
 * (shared with anything else listening), closed on unmount and on sign-out. An event updates the
 * order's badges at once and refetches the list and that order's tracking; an (re)opened
 * connection refetches everything, since events sent while it was down are lost.
 */
export function useOrderEvents(): void {
  const { user } = useSession();
  const queryClient = useQueryClient();

  useEventSource(
    user ? ORDER_EVENTS_URL : null,
    ['order'],
    (_name, event) => {
      const change = readOrderEvent(event.data);
      if (!change) return;
      for (const key of [orderKeys.list, orderKeys.recent]) {
        queryClient.setQueryData<InfiniteData<OrdersPage>>(key, (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  orders: page.orders.map((order) =>
                    order.id === change.orderId
                      ? { ...order, status: change.status, paymentStatus: change.paymentStatus }
                      : order,
                  ),
                })),
              }
            : data,
        );
        void queryClient.invalidateQueries({ queryKey: key });
      }
      void queryClient.invalidateQueries({ queryKey: orderKeys.tracking(change.orderId) });
    },
    // The first open too: a change made while the list was loading and the stream not yet open
    // would otherwise be missed.
    () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  );
}
