import { useState, type FormEvent, type ReactNode } from 'react';
import { orderKeys } from '../../../entities/order/api/order-keys.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { ManagedOrder } from '../../../../shared/fulfilment.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../../../shared/constants.ts';
import { uiMessages } from '../../../lib/ui-messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PackageIcon } from '../../../components/ui/icons.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { orderStatusLabels, paymentStatusLabels } from '../../../entities/order/order-badges.tsx';
import { useAdminOrders, type AdminOrderFilters } from '../../../entities/order/api/list-orders.ts';
import { useAdminStores } from '../api/list-stores.ts';

const NO_FILTERS: AdminOrderFilters = { status: '', paymentStatus: '', storeId: '', q: '' };

/**
 * How an order shows in the list, with its buttons (app/ gives the order-management feature's
 * card); `onChanged` refreshes the order lists.
 */
export type AdminOrderCardSlot = (order: ManagedOrder, onChanged: () => Promise<unknown>) => ReactNode;

/**
 * The admin's Orders tab (docs/product.md#admin-dashboard): every order as a card, filtered by status, payment status and
 * store and searched by tracking number or customer e-mail — all on the server, a page at a time
 * ("Load more") — with the same fulfilment buttons as the vendor's.
 */
export function AdminOrdersTab({ orderCard }: { orderCard: AdminOrderCardSlot }) {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [search, setSearch] = useState('');
  const orders = useAdminOrders(filters);
  const stores = useAdminStores();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: orderKeys.allAdmin });
  const set = (key: keyof AdminOrderFilters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    set('q')(search.trim());
  };
  const list = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  const filtered = Object.values(filters).some(Boolean);

  return (
    <section aria-labelledby="admin-orders-heading" className="space-y-4">
      <h2 id="admin-orders-heading" className="sr-only">
        Orders
      </h2>
      <div className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField label="Status" value={filters.status} onChange={(e) => set('status')(e.target.value)}>
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {orderStatusLabels[s]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Payment status"
          value={filters.paymentStatus}
          onChange={(e) => set('paymentStatus')(e.target.value)}
        >
          <option value="">All payment statuses</option>
          {PAYMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {paymentStatusLabels[s]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Store" value={filters.storeId} onChange={(e) => set('storeId')(e.target.value)}>
          <option value="">All stores</option>
          {(stores.data ?? []).map((store) => (
            <option key={store.id} value={store.id}>
              {store.name}
            </option>
          ))}
        </SelectField>
        <form role="search" onSubmit={submitSearch} className="flex items-end gap-2">
          <TextField
            label="Tracking number or e-mail"
            type="search"
            value={search}
            className="min-w-0 flex-1"
            onChange={(e) => {
              setSearch(e.target.value);
              if (e.target.value === '') set('q')('');
            }}
          />
          <Button type="submit" variant="secondary" className="shrink-0">
            Search<span className="sr-only"> orders</span>
          </Button>
        </form>
      </div>
      {filtered && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setFilters(NO_FILTERS);
            setSearch('');
          }}
        >
          Clear filters
        </Button>
      )}

      {orders.isPending ? (
        <PageLoading label="Loading orders…" />
      ) : orders.isError ? (
        <FormAlert tone="error">{orders.error.message}</FormAlert>
      ) : list.length === 0 ? (
        <EmptyState icon={<PackageIcon size={32} />} title={uiMessages.noOrdersYet}>
          {filtered ? 'No order matches these filters.' : undefined}
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-4 lg:grid-cols-2">
            {list.map((order) => (
              <li key={order.id}>{orderCard(order, refresh)}</li>
            ))}
          </ul>
          {orders.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                pending={orders.isFetchingNextPage}
                onClick={() => void orders.fetchNextPage()}
              >
                Load more orders
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
