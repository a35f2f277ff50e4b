import { messages } from '../../../../shared/messages.ts';
import type { useHome } from '../api/get-home.ts';
import { catalogUi } from '../messages.ts';
import { RetryPanel } from './load-failure.tsx';
import { CategoryTile } from './category-tile.tsx';
import { ProductGrid } from './product-grid.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { GridIcon, PackageIcon } from '../../../components/ui/icons.tsx';
import { CATEGORY_TILE_SIZES, categoryGridClasses } from './home-layout.ts';

type HomeQuery = ReturnType<typeof useHome>;

/** "Shop by Category": up to 6 tiles, chips on a phone (docs/product.md#home), or the empty state. Loaded lazily from home-page. */
export function HomeCategories({ query }: { query: HomeQuery }) {
  if (query.isError) return <RetryPanel onRetry={() => void query.refetch()} />;
  const categories = query.data?.categories ?? [];
  if (categories.length === 0) {
    return (
      <EmptyState icon={<GridIcon size={32} />} title="No categories yet">
        {catalogUi.noCategoriesYet}
      </EmptyState>
    );
  }
  return (
    <ul className={categoryGridClasses}>
      {categories.map((category) => (
        <li key={category.id} className="shrink-0 snap-start sm:min-w-0">
          <CategoryTile category={category} sizes={CATEGORY_TILE_SIZES} look="chipOnPhone" />
        </li>
      ))}
    </ul>
  );
}

/** "Featured Products": the 8 newest visible products, or "No products yet". */
export function HomeProducts({ query }: { query: HomeQuery }) {
  if (query.isError) return null; // the categories section above already offers the retry
  const products = query.data?.products ?? [];
  if (products.length === 0) {
    return (
      <EmptyState icon={<PackageIcon size={32} />} title={messages.catalog.noProductsYet}>
        {catalogUi.homeNoProductsHint}
      </EmptyState>
    );
  }
  // The first row (2 cards on a phone) is on the first screen and holds the page's LCP image:
  // fetched at once with high priority, not lazily.
  return <ProductGrid products={products} priorityCount={2} />;
}
