import { useEffect, useId, useRef } from 'react';
import { messages } from '../../../../shared/messages.ts';
import { isApiError } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PackageIcon } from '../../../components/ui/icons.tsx';
import { useOrders } from '../api/list-orders.ts';
import { useOrderEvents } from '../api/use-order-events.ts';
import { ordersUi } from '../messages.ts';
import { OrderCard } from './order-card.tsx';

type MyOrdersProps = {
  headingLevel?: 'h2' | 'h3';
  title?: string;
  /** Show only the newest `limit` orders (the dashboard Overview's recent orders) with a link to all. */
  limit?: number;
};

/**
 * The signed-in person's orders, newest first (spec §2): on /profile, on the dashboard's My Orders
 * tab (every page, "Load more") and on its Overview (the newest few). Kept current live through
 * the order events while on screen.
 */
export function MyOrders({ headingLevel = 'h2', title = ordersUi.title, limit }: MyOrdersProps) {
  const Heading = headingLevel;
  const cardHeading = headingLevel === 'h2' ? 'h3' : 'h4';
  const orders = useOrders();
  useOrderEvents();
  const listRef = useRef<HTMLUListElement>(null);
  const headingId = useId();

  const all = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  const shown = limit === undefined ? all : all.slice(0, limit);
  const more = limit === undefined ? orders.hasNextPage : all.length > limit || orders.hasNextPage;

  // After "Load more", the first order that came in takes focus, so a keyboard or screen reader
  // user carries on from there (the button may be gone once the last page is in).
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || shown.length <= index) return;
    focusIndex.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('article h3, article h4')[index]?.focus();
  }, [shown.length]);

  function loadMore() {
    focusIndex.current = all.length;
    void orders.fetchNextPage();
  }

  let body;
  if (orders.isPending) {
    body = (
      <p role="status" className="flex items-center gap-3 py-6 text-sm text-stone-500">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-emerald-600 border-t-transparent"
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
      <EmptyState icon={<PackageIcon size={32} />} title={messages.orders.none}>
        <p>{ordersUi.emptyHelp}</p>
        <ButtonLink to={paths.home.href()} variant="secondary" size="sm" className="mt-4">
          {ordersUi.startShopping}
        </ButtonLink>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul ref={listRef} className="grid gap-4 @4xl:grid-cols-2">
          {shown.map((order) => (
            <li key={order.id} className="min-w-0">
              <OrderCard order={order} headingLevel={cardHeading} />
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
