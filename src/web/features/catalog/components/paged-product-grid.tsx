import type { ReactNode } from 'react';
import { catalogUi } from '../messages.ts';
import type { ProductCardData } from '../api/get-home.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PackageIcon } from '../../../components/ui/icons.tsx';
import { ProductGrid } from './product-grid.tsx';

type Props = {
  products: readonly ProductCardData[];
  /** How many there are in all, as shown: "25", or "1,000+" past the server's count cap. */
  total: number | string;
  emptyTitle: string;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
  emptyAction?: ReactNode;
  /** A new sort or filter is loading: the old list stays, dimmed. */
  busy?: boolean;
};

/**
 * The product list of a category or store page: a hidden "Products" heading (so card titles sit
 * under an h2), the grid, and a Load more button while the server has more than is shown.
 */
export function PagedProductGrid({
  products,
  total,
  emptyTitle,
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
  emptyAction,
  busy = false,
}: Props) {
  return (
    <section
      aria-labelledby="products-heading"
      aria-busy={busy || undefined}
      className={busy ? 'opacity-60 transition-opacity' : undefined}
    >
      <h2 id="products-heading" className="sr-only">
        {catalogUi.productsHeading}
      </h2>
      {products.length === 0 ? (
        <EmptyState icon={<PackageIcon size={32} />} title={emptyTitle}>
          {emptyAction}
        </EmptyState>
      ) : (
        <>
          {/* The first row is on the first screen; it loads at once. */}
          <ProductGrid products={products} priorityCount={2} />
          <div className="mt-8 flex flex-col items-center gap-3">
            <p aria-live="polite" className="text-sm text-stone-600">
              {catalogUi.showingOf(products.length, total)}
            </p>
            {loadMoreFailed && (
              <p role="alert" className="text-sm text-red-700">
                {catalogUi.loadFailed}
              </p>
            )}
            {hasMore && (
              <Button variant="secondary" pending={loadingMore} onClick={onLoadMore}>
                {catalogUi.loadMore}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
