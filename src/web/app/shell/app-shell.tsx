import { Suspense, useRef } from 'react';
import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { Header } from './header.tsx';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { AppControls } from '../../components/ui/app-controls.tsx';
import { useFocusHeadingOnNavigation } from './focus-on-navigation.ts';
import { useSettleCartCheckouts } from './settle-cart-checkouts.ts';
import { CatalogSlotsContext, type CatalogSlots } from '../../features/catalog/catalog-slots.tsx';
import { SaveHeart } from '../../features/saved-items/components/save-heart.tsx';
import { useMergeDeviceSavedOnSignIn } from '../../features/saved-items/saved-ids.ts';

/** What other features put into the catalog's cards and product page (decision 0022): the saved-items heart. */
const catalogSlots: CatalogSlots = {
  saveControl: (product, place) => <SaveHeart product={product} place={place} />,
};

/**
 * Every page: skip link, sticky header, the routed page (lazy pages load inside; its controls
 * disabled until the app can handle them, AppControls), footer. After
 * each change of page, focus moves to the new page's heading (here, once, not in every page).
 * Items saved in the browser while signed out go to the account once someone signs in. What a
 * checkout bought leaves the cart whenever its payment completes (settle-cart-checkouts.ts).
 */
export function AppShell() {
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigation();
  useMergeDeviceSavedOnSignIn();
  useSettleCartCheckouts();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        onClick={(event) => {
          // Move focus, not just scroll, so the next Tab starts inside the page content.
          event.preventDefault();
          main.current?.focus();
        }}
        className="sr-only z-50 rounded-lg bg-emerald-800 px-4 py-2.5 font-medium text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" ref={main} tabIndex={-1} className="flex-1 focus:outline-none">
        <CatalogSlotsContext value={catalogSlots}>
          <AppControls>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </AppControls>
        </CatalogSlotsContext>
      </main>
      <footer className="border-t border-stone-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-6 text-sm text-stone-500 sm:flex-row sm:justify-between sm:px-6">
          <p>© {new Date().getFullYear()} Oja — a marketplace for Nigeria.</p>
          <p>All prices in naira (₦).</p>
        </div>
      </footer>
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}

/**
 * Where a page's scroll is kept. A page opened afresh (its address typed or followed from outside
 * the app, or a link tapped before the app had come) has no history key of its own ("default"):
 * keyed by its address, it never opens at the scroll position of another page opened afresh.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
