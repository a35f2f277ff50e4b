import { PageContainer } from '../../../components/ui/page-heading.tsx';
import { catalogUi } from '../messages.ts';
import { ProductGridSkeleton } from './product-grid-skeleton.tsx';
import { skeletonBlock } from '../../../components/ui/skeleton.ts';

/**
 * The shape of a list of products (category, store, search results) while the page's code is on
 * its way: a heading, then the product grid. The pages show their own skeletons while their data
 * loads; this one stands in before the page itself can run (app/router.tsx).
 */
export function ProductListPageSkeleton({ count = 8 }: { count?: number }) {
  return (
    <PageContainer>
      <div aria-hidden="true" className="mb-6 space-y-3">
        <div className={`h-8 w-3/5 max-w-md rounded ${skeletonBlock}`} />
        <div className={`h-5 w-40 rounded ${skeletonBlock}`} />
      </div>
      <ProductGridSkeleton count={count} label={catalogUi.loadingProducts} />
    </PageContainer>
  );
}

/** The search page's shape while its code is on its way: the heading, then the results' shape. */
export function SearchPageSkeleton() {
  return (
    <PageContainer>
      <div aria-hidden="true" className={`mb-6 h-8 w-3/5 max-w-md rounded ${skeletonBlock}`} />
      <SearchResultsSkeleton />
    </PageContainer>
  );
}

/** Search results while they load: the tab row (Products, Categories, Stores), then a few results. */
export function SearchResultsSkeleton() {
  return (
    <>
      <div aria-hidden="true" className="mb-6 flex gap-3 border-b border-stone-200 pb-3">
        <div className={`h-6 w-24 rounded ${skeletonBlock}`} />
        <div className={`h-6 w-28 rounded ${skeletonBlock}`} />
        <div className={`h-6 w-20 rounded ${skeletonBlock}`} />
      </div>
      <ProductGridSkeleton count={4} label={catalogUi.loadingProducts} />
    </>
  );
}
