import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { messages } from '../../../../shared/messages.ts';
import { useSearch, type SearchData } from '../api/search.ts';
import { catalogUi } from '../messages.ts';
import { RetryPanel } from '../components/load-failure.tsx';
import { searchText } from '../paging.ts';
import { PageContainer, PageHeading } from '../../../components/ui/page-heading.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { PagedProductGrid } from '../components/paged-product-grid.tsx';
import { ListControls } from '../components/list-controls.tsx';
import { SEARCH_SORT_OPTIONS, useListParams } from '../list-params.ts';
import { SearchResultsSkeleton } from '../components/page-skeletons.tsx';
import { CategoryTile } from '../components/category-tile.tsx';
import { GridIcon, SearchIcon, StoreIcon } from '../../../components/ui/icons.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StoreTile } from '../components/store-tile.tsx';

type TabKey = 'products' | 'categories' | 'stores';
const TABS: { key: TabKey; label: string }[] = [
  { key: 'products', label: 'Products' },
  { key: 'categories', label: 'Categories' },
  { key: 'stores', label: 'Stores' },
];

const CATEGORY_TILE_SIZES = '(min-width: 1024px) 200px, (min-width: 640px) 32vw, 48vw';

/**
 * /search?q= (docs/product.md#search): a prompt for an empty query; otherwise tabs Products, Categories and
 * Stores, each with its count, the chosen one kept in ?tab=. Products come a page at a time, sorted and filtered as the URL
 * says. A failed search (logged only) leaves the page usable.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = searchText(params.get('q') ?? '');
  if (!query) {
    return (
      <PageContainer>
        <PageHeading title="Search" />
        <EmptyState icon={<SearchIcon size={32} />} title="What are you looking for?">
          {messages.catalog.searchPrompt}
        </EmptyState>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeading title={catalogUi.searchHeading(query)} documentTitle={`Search: ${query}`} />
      {/* A new query starts on its own best tab. */}
      <SearchResults key={query} query={query} />
    </PageContainer>
  );
}

/**
 * The tab the shopper chose, kept in ?tab= beside the query, sort and filter: Back from a result, a
 * reload or a shared link opens it again. Choosing replaces the address rather than adding a step
 * to Back. No ?tab= (a new search): null, and the page picks the best tab itself.
 */
function useChosenTab(): [TabKey | null, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const chosen = TABS.find((tab) => tab.key === params.get('tab'))?.key ?? null;
  const choose = (tab: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', tab);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [chosen, choose];
}

function SearchResults({ query }: { query: string }) {
  const [list, setList] = useListParams(SEARCH_SORT_OPTIONS);
  const search = useSearch(query, list);
  const [chosenTab, setChosenTab] = useChosenTab();

  if (search.isPending) return <SearchResultsSkeleton />;
  if (search.isError) return <RetryPanel onRetry={() => void search.refetch()} />;

  const pages = search.data.pages;
  const first = pages[0]!;
  const last = pages.at(-1)!;
  const total = last.total;
  const products = pages.flatMap((page) => page.products);
  // The products count is every match (the server's total), not the page shown; past the server's
  // count cap it says so ("200+"), and the pages stop there.
  const capped = 'totalCapped' in last && last.totalCapped === true;
  const productCount = capped ? `${total.toLocaleString('en')}+` : total.toLocaleString('en');
  const counts: Record<TabKey, number> = {
    products: total,
    categories: first.categories.length,
    stores: first.stores.length,
  };
  const shownCounts: Record<TabKey, string> = {
    products: productCount,
    categories: String(counts.categories),
    stores: String(counts.stores),
  };
  // Until the shopper picks a tab, show the first one that has something.
  const active = chosenTab ?? TABS.find((tab) => counts[tab.key] > 0)?.key ?? 'products';

  return (
    <div>
      {'failed' in first && first.failed === true && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {catalogUi.searchUnavailable}
        </p>
      )}
      <Tabs value={active} onValueChange={setChosenTab}>
        <TabList aria-label={catalogUi.searchTabsLabel}>
          {TABS.map((tab) => (
            <Tab key={tab.key} value={tab.key}>
              {tab.label} ({shownCounts[tab.key]})
            </Tab>
          ))}
        </TabList>
        <TabPanel value="products">
          {(total > 0 || list.inStock) && <ListControls list={list} options={SEARCH_SORT_OPTIONS} onChange={setList} />}
          <PagedProductGrid
            products={products}
            total={productCount}
            busy={search.isPlaceholderData}
            emptyTitle={list.inStock ? catalogUi.noneInStock : catalogUi.noProductsFound(query)}
            emptyAction={
              list.inStock && (
                <Button
                  variant="secondary"
                  size="sm"
                  className="mt-2"
                  onClick={() => setList({ ...list, inStock: false })}
                >
                  {catalogUi.showAll}
                </Button>
              )
            }
            hasMore={search.hasNextPage}
            loadingMore={search.isFetchingNextPage}
            loadMoreFailed={search.isFetchNextPageError}
            onLoadMore={() => void search.fetchNextPage()}
          />
        </TabPanel>
        <ResultPanel
          value="categories"
          title="Categories"
          empty={catalogUi.noCategoriesFound(query)}
          icon={<GridIcon size={32} />}
          count={counts.categories}
        >
          <CategoryList categories={first.categories} />
        </ResultPanel>
        <ResultPanel
          value="stores"
          title="Stores"
          empty={catalogUi.noStoresFound(query)}
          icon={<StoreIcon size={32} />}
          count={counts.stores}
        >
          <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
            {first.stores.map((store) => (
              <li key={store.id}>
                <StoreTile store={store} />
              </li>
            ))}
          </ul>
        </ResultPanel>
      </Tabs>
    </div>
  );
}

function ResultPanel({
  value,
  title,
  empty,
  icon,
  count,
  children,
}: {
  value: TabKey;
  title: string;
  empty: string;
  icon: ReactNode;
  count: number;
  children: ReactNode;
}) {
  return (
    <TabPanel value={value}>
      {/* Headings stay in order for screen-reader navigation: h1 page, h2 panel, h3 cards. */}
      <h2 className="sr-only">{title}</h2>
      {count === 0 ? <EmptyState icon={icon} title={empty} /> : children}
    </TabPanel>
  );
}

function CategoryList({ categories }: { categories: SearchData['categories'] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
      {categories.map((category) => (
        <li key={category.id}>
          <CategoryTile category={category} sizes={CATEGORY_TILE_SIZES} />
        </li>
      ))}
    </ul>
  );
}
