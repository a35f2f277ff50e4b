import { useRef } from 'react';
import { Link } from 'react-router';
import type { ProductCardData } from '../api/get-home.ts';
import { useRelatedProducts } from '../api/get-related-products.ts';
import { catalogUi } from '../messages.ts';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { ProductCard } from './product-card.tsx';
import { skeletonBlock } from '../../../components/ui/skeleton.ts';

/** A row of cards: scrolled sideways on a phone and a tablet (the next card peeks in), 4 across on a wide screen. */
const railClasses =
  '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:grid lg:grid-cols-4 lg:gap-4 lg:overflow-visible lg:px-0 lg:pb-0';
const railItemClasses = 'w-[42%] shrink-0 snap-start sm:w-[28%] md:w-[22%] lg:w-auto';

/**
 * "More from this store" and "Similar items" (docs/product.md#product-page), asked for only when
 * the shopper scrolls near them: they are never part of the page's first view (its HTML, data or
 * pictures). A list with nothing in it is left out, and so is the whole block when both are empty
 * or could not load (the page is complete without them).
 */
export function RelatedProducts({
  productId,
  store,
  category,
}: {
  productId: string;
  store: { name: string; href: string };
  category: { name: string; href: string } | null;
}) {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  const query = useRelatedProducts(productId, near);
  if (query.isError || (query.data && query.data.fromStore.length + query.data.similar.length === 0)) return null;
  return (
    <div ref={anchor} className="mt-12 space-y-10">
      {query.data ? (
        <>
          <ProductRail
            id="more-from-store"
            title={catalogUi.moreFromStore}
            products={query.data.fromStore}
            seeAll={{ href: store.href, label: catalogUi.seeAllOf(store.name) }}
          />
          <ProductRail
            id="similar-items"
            title={catalogUi.similarItems}
            products={query.data.similar}
            seeAll={category && { href: category.href, label: catalogUi.seeAllOf(category.name) }}
          />
        </>
      ) : (
        // Announced as loading only once asked for: until the shopper scrolls near, nothing loads.
        <RailSkeleton loading={query.isFetching} />
      )}
    </div>
  );
}

function ProductRail({
  id,
  title,
  products,
  seeAll,
}: {
  id: string;
  title: string;
  products: readonly ProductCardData[];
  seeAll: { href: string; label: string } | null;
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id={`${id}-heading`} className="text-xl font-bold text-stone-900">
          {title}
        </h2>
        {seeAll && (
          <Link
            to={seeAll.href}
            className="inline-flex min-h-11 shrink-0 items-center text-sm font-medium text-emerald-800 underline-offset-2 hover:underline md:min-h-0"
          >
            {catalogUi.seeAll}
            <span className="sr-only">: {seeAll.label}</span>
          </Link>
        )}
      </div>
      <ul aria-labelledby={`${id}-heading`} className={railClasses}>
        {products.map((product) => (
          <li key={product.id} className={railItemClasses}>
            <ProductCard product={product} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The shape of one rail while it loads (or waits to be scrolled near), so the page does not jump when the cards arrive. */
function RailSkeleton({ loading }: { loading: boolean }) {
  const shape = (
    <div aria-hidden="true">
      <div className={`mb-4 h-6 w-48 rounded ${skeletonBlock}`} />
      <ul className={railClasses}>
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className={`${railItemClasses} overflow-hidden rounded-xl border border-stone-200 bg-white`}>
            <div className={`aspect-square ${skeletonBlock}`} />
            <div className="space-y-2 p-3 sm:p-4">
              <div className={`h-4 w-3/4 rounded ${skeletonBlock}`} />
              <div className={`h-5 w-1/3 rounded ${skeletonBlock}`} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
  if (!loading) return shape;
  return (
    <div role="status">
      <span className="sr-only">{catalogUi.loadingRelated}</span>
      {shape}
    </div>
  );
}
