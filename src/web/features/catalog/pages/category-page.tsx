import { useParams } from 'react-router';
import { messages } from '../../../../shared/messages.ts';
import { useCategoryPage } from '../api/get-category-page.ts';
import { LoadFailure } from '../components/load-failure.tsx';
import { catalogUi } from '../messages.ts';
import { PageContainer } from '../../../components/ui/page-heading.tsx';
import { ProductGridSkeleton } from '../components/product-grid-skeleton.tsx';
import { PagedProductGrid } from '../components/paged-product-grid.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { ImagePlaceholder } from '../../../components/ui/image-placeholder.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { ListControls } from '../components/list-controls.tsx';
import { PRODUCT_SORT_OPTIONS, useListParams } from '../list-params.ts';
import { countLabel } from '../paging.ts';
import { skeletonBlock } from '../../../components/ui/skeleton.ts';

/**
 * /category/:categorySlug (docs/product.md#category-and-store-pages): header with image, name, description and "N product(s)
 * found" ("1,000+ products found" in a big category: the server counts no further), then the
 * category's visible products, 48 at a time (Load more follows the server's cursor), sorted and filtered as the URL says
 * (`?sort=price-asc&inStock=1`). An unknown or inactive category sends the shopper to /
 * (docs/product.md#route-guards).
 */
export function CategoryPage() {
  const { categorySlug = '' } = useParams();
  const [list, setList] = useListParams(PRODUCT_SORT_OPTIONS);
  const query = useCategoryPage(categorySlug, list);

  if (!query.data) {
    return (
      <PageContainer>
        {query.isError ? (
          <LoadFailure error={query.error} what={`category ${categorySlug}`} onRetry={() => void query.refetch()} />
        ) : (
          <>
            <HeaderSkeleton />
            <ProductGridSkeleton label={catalogUi.loadingProducts} />
          </>
        )}
      </PageContainer>
    );
  }

  const pages = query.data.pages;
  const { category } = pages[0]!;
  // Every page carries the count; it is exact up to 1,000 and "1,000+" past that.
  const count = pages.at(-1)!;
  const products = pages.flatMap((page) => page.products);

  return (
    <PageContainer>
      <title>{`${category.name} · Oja`}</title>
      <header className="mb-8 flex items-center gap-4 sm:gap-6">
        <div className="aspect-[4/3] w-28 shrink-0 overflow-hidden rounded-xl bg-stone-100 sm:w-48">
          {category.imageUrl ? (
            <ResponsiveImage
              src={category.imageUrl}
              kind="category"
              sizes="(min-width: 640px) 192px, 112px"
              width={800}
              height={600}
              priority
              alt=""
              className="size-full object-cover"
            />
          ) : (
            <div aria-hidden="true" className="size-full">
              <ImagePlaceholder className="size-full" />
            </div>
          )}
        </div>
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{category.name}</h1>
          {category.description && (
            <p className="mt-1 max-w-prose break-words text-stone-600">{category.description}</p>
          )}
          <p className="mt-2 text-sm font-medium text-emerald-800">
            {count.totalCapped
              ? catalogUi.productsFoundAtLeast(countLabel(count))
              : messages.catalog.productsFound(count.total)}
          </p>
        </div>
      </header>
      {(count.total > 0 || list.inStock) && (
        <ListControls list={list} options={PRODUCT_SORT_OPTIONS} onChange={setList} />
      )}
      <PagedProductGrid
        products={products}
        total={countLabel(count)}
        busy={query.isPlaceholderData}
        emptyTitle={list.inStock ? catalogUi.noneInStock : messages.catalog.noProductsInCategory}
        emptyAction={
          list.inStock ? (
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => setList({ ...list, inStock: false })}>
              {catalogUi.showAll}
            </Button>
          ) : (
            <ButtonLink to={paths.home.href()} variant="secondary" size="sm" className="mt-2">
              Continue Shopping
            </ButtonLink>
          )
        }
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        loadMoreFailed={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </PageContainer>
  );
}

function HeaderSkeleton() {
  return (
    <div aria-hidden="true" className="mb-8 flex items-center gap-4 sm:gap-6">
      <div className={`aspect-[4/3] w-28 shrink-0 rounded-xl sm:w-48 ${skeletonBlock}`} />
      <div className="flex-1 space-y-3">
        <div className={`h-7 w-1/2 rounded ${skeletonBlock}`} />
        <div className={`h-4 w-3/4 rounded ${skeletonBlock}`} />
      </div>
    </div>
  );
}
