import { useParams } from 'react-router';
import { useStorePage, type PublicStore } from '../api/get-store-page.ts';
import { LoadFailure } from '../components/load-failure.tsx';
import { catalogUi } from '../messages.ts';
import { PageContainer } from '../../../components/ui/page-heading.tsx';
import { ProductGridSkeleton } from '../components/product-grid-skeleton.tsx';
import { PagedProductGrid } from '../components/paged-product-grid.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { StoreLogo } from '../../../entities/store/store-logo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ListControls } from '../components/list-controls.tsx';
import { PRODUCT_SORT_OPTIONS, useListParams } from '../list-params.ts';
import { countLabel } from '../paging.ts';
import { skeletonBlock } from '../../../components/ui/skeleton.ts';

/**
 * /store/:storeSlug (docs/product.md#category-and-store-pages): banner, logo, name, description and product count ("1,000+
 * products" in a big store), then the store's visible products, 48 at a time (by cursor), sorted and filtered as the URL says. An unknown or
 * inactive store sends the shopper to /.
 */
export function StorePage() {
  const { storeSlug = '' } = useParams();
  const [list, setList] = useListParams(PRODUCT_SORT_OPTIONS);
  const query = useStorePage(storeSlug, list);

  if (!query.data) {
    return (
      <PageContainer>
        {query.isError ? (
          <LoadFailure error={query.error} what={`store ${storeSlug}`} onRetry={() => void query.refetch()} />
        ) : (
          <>
            <div aria-hidden="true" className={`mb-16 aspect-[16/5] max-h-64 w-full rounded-2xl ${skeletonBlock}`} />
            <ProductGridSkeleton label={catalogUi.loadingProducts} />
          </>
        )}
      </PageContainer>
    );
  }

  const pages = query.data.pages;
  const { store } = pages[0]!;
  // Every page carries the count; it is exact up to 1,000 and "1,000+" past that.
  const count = pages.at(-1)!;
  const products = pages.flatMap((page) => page.products);

  return (
    <PageContainer>
      <title>{`${store.name} · Oja`}</title>
      <StoreHeader store={store} count={count.totalCapped ? countLabel(count) : count.total} />
      {(count.total > 0 || list.inStock) && (
        <ListControls list={list} options={PRODUCT_SORT_OPTIONS} onChange={setList} />
      )}
      <PagedProductGrid
        products={products}
        total={countLabel(count)}
        busy={query.isPlaceholderData}
        emptyTitle={list.inStock ? catalogUi.noneInStock : catalogUi.noStoreProducts}
        emptyAction={
          list.inStock && (
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => setList({ ...list, inStock: false })}>
              {catalogUi.showAll}
            </Button>
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

function StoreHeader({ store, count }: { store: PublicStore; count: number | string }) {
  return (
    <header className="mb-8">
      <div className="aspect-[16/5] max-h-64 w-full overflow-hidden rounded-2xl bg-gradient-to-br from-emerald-700 to-emerald-500">
        {store.bannerUrl && (
          <ResponsiveImage
            src={store.bannerUrl}
            kind="storeBanner"
            sizes="(min-width: 1280px) 1232px, calc(100vw - 2rem)"
            width={1600}
            height={500}
            priority
            alt=""
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-col gap-3 px-2 sm:flex-row sm:items-end sm:gap-5 sm:px-6">
        <StoreLogo
          name={store.name}
          logoUrl={store.logoUrl}
          size="xl"
          shape="round"
          priority
          alt={catalogUi.storeLogoAlt(store.name)}
          className="-mt-10 border-4 border-white bg-white shadow sm:-mt-14"
        />
        <div className="min-w-0 pb-1">
          <h1 className="break-words text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{store.name}</h1>
          <p className="text-sm font-medium text-emerald-800">{catalogUi.storeProductCount(count)}</p>
        </div>
      </div>
      {store.description && (
        <p className="mt-4 max-w-prose break-words px-2 text-stone-600 sm:px-6">{store.description}</p>
      )}
    </header>
  );
}
