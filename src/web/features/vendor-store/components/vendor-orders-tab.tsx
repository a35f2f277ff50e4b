import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ORDER_STATUSES } from '../../../../shared/constants.ts';
import type { ManagedOrder } from '../../../../shared/fulfilment.ts';
import { uiMessages } from '../../../lib/ui-messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PackageIcon } from '../../../components/ui/icons.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { orderStatusLabels } from '../../../entities/order/order-badges.tsx';
import { useVendorOrders } from '../api/list-vendor-orders.ts';
import { vendorKeys } from '../api/vendor-keys.ts';
import { vendorUiMessages } from '../messages.ts';

/**
 * How an order shows in the list, with its buttons (app/ gives the order-management feature's
 * card); `onChanged` refreshes every vendor figure an order's change can move.
 */
export type VendorOrderCardSlot = (order: ManagedOrder, onChanged: () => Promise<unknown>) => ReactNode;

/**
 * The Orders tab: the orders of the vendor's stores, newest first, ten a page, as compact cards
 * with their buttons, filtered by status when the vendor chooses one.
 */
export function VendorOrdersTab({ orderCard }: { orderCard: VendorOrderCardSlot }) {
  const [page, setPage] = useState(1);
  const [params, setParams] = useSearchParams();
  // The filter lives in ?status=, so it survives a reload and Back; anything unknown is "all".
  const status = ORDER_STATUSES.find((s) => s === params.get('status'));
  const orders = useVendorOrders(page, status);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: vendorKeys.all });
  const chooseStatus = (value: string) => {
    setPage(1);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('status', value);
        else next.delete('status');
        return next;
      },
      { replace: true },
    );
  };

  if (orders.isPending) return <PageLoading label="Loading orders…" />;
  if (orders.isError) return <FormAlert tone="error">{orders.error.message}</FormAlert>;
  const data = orders.data;
  return (
    <section aria-labelledby="vendor-orders-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="vendor-orders-heading" className="text-lg font-semibold text-stone-900">
          Orders
        </h2>
        {/* A plain link: the browser downloads the file with the session cookie. */}
        <a
          href="/api/vendor/orders.csv"
          download
          className="inline-flex h-11 items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 md:h-9"
        >
          Download CSV
        </a>
      </div>
      <SelectField
        label="Status"
        value={status ?? ''}
        onChange={(event) => chooseStatus(event.target.value)}
        className="sm:max-w-xs"
      >
        <option value="">All orders</option>
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {orderStatusLabels[s]}
          </option>
        ))}
      </SelectField>
      {data.orders.length === 0 && page === 1 && status ? (
        <EmptyState icon={<PackageIcon size={32} />} title={vendorUiMessages.noOrdersWithStatus} />
      ) : data.orders.length === 0 && page === 1 ? (
        <EmptyState icon={<PackageIcon size={32} />} title={uiMessages.noOrdersYet}>
          Orders placed at your stores will be listed here for you to accept, process and ship.
        </EmptyState>
      ) : (
        <ul className="grid items-start gap-4 lg:grid-cols-2">
          {data.orders.map((order) => (
            <li key={order.id}>{orderCard(order, refresh)}</li>
          ))}
        </ul>
      )}
      {(page > 1 || data.hasMore) && (
        <nav aria-label="Order pages" className="flex items-center justify-between gap-3">
          <Button variant="secondary" size="sm" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
            Newer orders
          </Button>
          <span className="text-sm text-stone-600">Page {page}</span>
          <Button variant="secondary" size="sm" disabled={!data.hasMore} onClick={() => setPage((p) => p + 1)}>
            Older orders
          </Button>
        </nav>
      )}
    </section>
  );
}
