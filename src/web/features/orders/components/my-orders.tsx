import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '../../../../shared/checkout.ts';
import { messages } from '../../../../shared/messages.ts';
import { isApiError } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PackageIcon } from '../../../components/ui/icons.tsx';
import { useOrders } from '../../../entities/order/api/list-orders.ts';
import { orderKeys } from '../../../entities/order/api/order-keys.ts';
import { useOrderEvents } from '../api/use-order-events.ts';
import { ordersUi } from '../messages.ts';
import { isCancelledAttempt, unpaidCheckouts, type UnpaidCheckoutGroup } from '../order-groups.ts';
import { OrderCard } from './order-card.tsx';

/**
 * What the page puts in the card of each unpaid checkout's first order (app/ gives it Pay now and
 * Cancel): once per checkout, however many stores' orders it made.
 */
export type UnpaidCheckoutSlot = (
  checkout: UnpaidCheckoutGroup & {
    /** The checkout was paid, cancelled or is waiting: read the orders again. */
    onSettled: () => void;
    headingLevel: 'h4' | 'h5';
  },
) => ReactNode;

type MyOrdersProps = {
  headingLevel?: 'h2' | 'h3';
  title?: string;
  /**
   * Show only the newest `limit` orders (the dashboard Overview's recent orders) with a link to
   * all; checkout attempts cancelled before any payment are left out there.
   */
  limit?: number;
  /** Drawn once per unpaid checkout, in the card of its first order. */
  unpaidCheckout?: UnpaidCheckoutSlot;
};

/**
 * The signed-in person's orders, newest first (docs/product.md#order-status): on /profile, on the dashboard's My Orders
 * tab (every page, "Load more") and on its Overview (the newest few). Kept current live through
 * the order events while on screen. An unpaid checkout's card holds what `unpaidCheckout` draws;
 * checkouts cancelled before any payment wait under a closed "Cancelled attempts".
 */
export function MyOrders({ headingLevel = 'h2', title = ordersUi.title, limit, unpaidCheckout }: MyOrdersProps) {
  const Heading = headingLevel;
  const cardHeading = headingLevel === 'h2' ? 'h3' : 'h4';
  const queryClient = useQueryClient();
  const orders = useOrders({ recent: limit !== undefined });
  useOrderEvents();
  const listRef = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: orderKeys.all }), [queryClient]);

  const all = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  const attempts = limit === undefined ? all.filter(isCancelledAttempt) : [];
  const listed = limit === undefined ? all.filter((order) => !isCancelledAttempt(order)) : all;
  const shown = limit === undefined ? listed : listed.slice(0, limit);
  const more = limit === undefined ? orders.hasNextPage : listed.length > limit || orders.hasNextPage;
  const unpaid = new Map(unpaidCheckout ? unpaidCheckouts(shown).map((c) => [c.orders[0]!.id, c]) : []);
  const paymentOf = (order: OrderView) => {
    const checkout = unpaid.get(order.id);
    return checkout && unpaidCheckout
      ? unpaidCheckout({ ...checkout, onSettled: refresh, headingLevel: cardHeading === 'h3' ? 'h4' : 'h5' })
      : undefined;
  };

  // After "Load more", the first order that came in takes focus, so a keyboard or screen reader
  // user carries on from there (the button may be gone once the last page is in).
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || shown.length <= index) return;
    focusIndex.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('[data-order-heading]')[index]?.focus();
  }, [shown.length]);

  function loadMore() {
    focusIndex.current = shown.length;
    void orders.fetchNextPage();
  }

  let body;
  if (orders.isPending) {
    body = (
      <p role="status" className="flex items-center gap-3 py-6 text-sm text-stone-500">
        <span
          aria-hidden="true"
          className="size-5 motion-safe:animate-spin rounded-full border-2 border-emerald-600 border-t-transparent"
        />
        {ordersUi.loading}
      </p>
    );
  } else if (orders.isError && all.length === 0) {
    body = isApiError(orders.error, 401) ? null : (
      <FormAlert tone="error">
        {orders.error.message}{' '}
        <Button variant="ghost" size="sm" onClick={() => void orders.refetch()}>
          {ordersUi.tryAgain}
        </Button>
      </FormAlert>
    );
  } else if (shown.length === 0) {
    body = (
      <>
        <EmptyState icon={<PackageIcon size={32} />} title={messages.orders.none}>
          <p>{ordersUi.emptyHelp}</p>
          <ButtonLink to={paths.home.href()} variant="secondary" size="sm" className="mt-4">
            {ordersUi.startShopping}
          </ButtonLink>
        </EmptyState>
        <CancelledAttempts orders={attempts} headingLevel={cardHeading} />
      </>
    );
  } else {
    body = (
      <>
        <ul ref={listRef} className="grid gap-4 @4xl:grid-cols-2">
          {shown.map((order) => (
            <li key={order.id} className="min-w-0">
              <OrderCard order={order} headingLevel={cardHeading} payment={paymentOf(order)} />
            </li>
          ))}
        </ul>
        {more && limit !== undefined && (
          <ButtonLink to={paths.dashboard.href('orders')} variant="secondary" size="sm" className="mt-4">
            {ordersUi.viewAll}
          </ButtonLink>
        )}
        {more && limit === undefined && (
          <div className="mt-4 flex flex-col items-center gap-2">
            {orders.isFetchNextPageError && (
              <FormAlert tone="error">{orders.error?.message ?? messages.http.internal}</FormAlert>
            )}
            <Button
              variant="secondary"
              pending={orders.isFetchingNextPage}
              onClick={loadMore}
              className="w-full sm:w-auto"
            >
              {ordersUi.loadMore}
            </Button>
          </div>
        )}
        <CancelledAttempts orders={attempts} headingLevel={cardHeading} />
      </>
    );
  }

  return (
    // A container: two columns of orders where the section is wide (the dashboard), one on /profile.
    <section aria-labelledby={headingId} className="@container">
      <Heading id={headingId} className="mb-4 text-lg font-semibold text-stone-900">
        {title}
      </Heading>
      {body}
    </section>
  );
}

/**
 * Checkouts given up before any payment, out of the way: closed until the shopper opens it (a
 * reload during a payment, or a Cancel, leaves one each time).
 */
function CancelledAttempts({ orders, headingLevel }: { orders: OrderView[]; headingLevel: 'h3' | 'h4' }) {
  if (orders.length === 0) return null;
  return (
    <details className="group mt-6 rounded-xl border border-stone-200 bg-stone-50">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-4 py-2 font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600">
        <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
          ›
        </span>
        {ordersUi.cancelledAttempts(orders.length)}
      </summary>
      <div className="px-4 pb-4">
        <p className="mb-3 text-sm text-stone-600">{ordersUi.cancelledAttemptsHelp}</p>
        <ul className="grid gap-4 @4xl:grid-cols-2">
          {orders.map((order) => (
            <li key={order.id} className="min-w-0">
              <OrderCard order={order} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
