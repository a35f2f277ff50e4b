import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { paths } from '../lib/paths.ts';
import { AppShell } from './shell/app-shell.tsx';
import { RouteError } from './shell/route-error.tsx';
import { RouteGuard } from './guards/route-guard.tsx';
import { RequireCartItems } from './guards/require-cart-items.tsx';
import { accessRules, type AccessRule } from './guards/decide-access.ts';
import { HomePage } from '../features/catalog/pages/home-page.tsx';
import { ProductPageSkeleton } from '../features/catalog/components/product-page-skeleton.tsx';
import { ProductListPageSkeleton, SearchPageSkeleton } from '../features/catalog/components/page-skeletons.tsx';
import { PageLoading } from '../components/ui/page-loading.tsx';

/**
 * A page loaded on first visit of its route; the module's named export is the component.
 * `preload()` fetches the module ahead of rendering: a page rendered on the server is loaded before
 * the client hydrates it (main.tsx), so its first render is the page itself, never a fallback. Each
 * mount keeps the component it started with, so a page never remounts when its module arrives.
 *
 * While the module is on its way after a move inside the app, the page's `fallback` (its skeleton)
 * shows at once. It has a Suspense boundary of its own for that: the router changes pages in a
 * transition, in which React keeps the old page on screen rather than show the shell's fallback,
 * so on slow data a tap seemed to do nothing; a boundary that is new with the page shows its
 * fallback even then. A server-rendered page keeps the server's HTML until its code has come.
 */
function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  fallback: ReactNode = <PageLoading />,
) {
  let loaded: ComponentType | null = null;
  const Lazy = lazy(() => load().then((module) => ({ default: pick(module) })));
  function Page() {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return (
      <Suspense fallback={fallback}>
        <Component />
      </Suspense>
    );
  }
  const preload = () =>
    load().then((module) => {
      loaded = pick(module);
    });
  return Object.assign(Page, { preload });
}

/**
 * Route data of a lazy page that can be loaded ahead (the pages rendered on the server): `source`
 * names its module as the build's page-code list does (vite.config.ts), so the server can name the
 * page's code on the page, and the first-view script fetches it alongside the app instead of after it.
 */
type PageHandle = { preload?: () => Promise<void>; source?: string };
const catalogPage = (file: string) => `src/web/features/catalog/pages/${file}`;

// 1. Storefront and account pages (their own small chunks; home ships with the app's file).
const SignInPage = lazyPage(
  () => import('../features/account/pages/sign-in-page.tsx'),
  (m) => m.SignInPage,
);
const SignUpPage = lazyPage(
  () => import('../features/account/pages/sign-up-page.tsx'),
  (m) => m.SignUpPage,
);
const RetrievePage = lazyPage(
  () => import('../features/account/pages/retrieve-page.tsx'),
  (m) => m.RetrievePage,
);
const ResetPasswordPage = lazyPage(
  () => import('../features/account/pages/reset-password-page.tsx'),
  (m) => m.ResetPasswordPage,
);
const SearchPage = lazyPage(
  () => import('../features/catalog/pages/search-page.tsx'),
  (m) => m.SearchPage,
  <SearchPageSkeleton />,
);
const CategoryPage = lazyPage(
  () => import('../features/catalog/pages/category-page.tsx'),
  (m) => m.CategoryPage,
  <ProductListPageSkeleton />,
);
const StorePage = lazyPage(
  () => import('../features/catalog/pages/store-page.tsx'),
  (m) => m.StorePage,
  <ProductListPageSkeleton />,
);
const ProductPage = lazyPage(
  () => import('../features/catalog/pages/product-page.tsx'),
  (m) => m.ProductPage,
  <ProductPageSkeleton />,
);
const CartPage = lazyPage(
  () => import('../features/cart/pages/cart-page.tsx'),
  (m) => m.CartPage,
);
const SavedPage = lazyPage(
  () => import('../features/saved-items/pages/saved-page.tsx'),
  (m) => m.SavedPage,
);
const CheckoutPage = lazyPage(
  () => import('../features/checkout/pages/checkout-page.tsx'),
  (m) => m.CheckoutPage,
);
const CheckoutReturnPage = lazyPage(
  () => import('../features/checkout/pages/checkout-return-page.tsx'),
  (m) => m.CheckoutReturnPage,
);
const DashboardPage = lazyPage(
  () => import('./pages/dashboard-page.tsx'),
  (m) => m.DashboardPage,
);
const ProfilePage = lazyPage(
  () => import('./pages/profile-page.tsx'),
  (m) => m.ProfilePage,
);
const UpgradeVendorPage = lazyPage(
  () => import('../features/vendor-application/pages/upgrade-vendor-page.tsx'),
  (m) => m.UpgradeVendorPage,
);

// 2. Vendor and admin pages: separate chunks that a shopper never downloads.
const StoreCreatePage = lazyPage(
  () => import('../features/vendor-store/pages/store-create-page.tsx'),
  (m) => m.StoreCreatePage,
);
const StoreManagePage = lazyPage(
  () => import('./pages/store-manage.tsx'),
  (m) => m.StoreManage,
);
const VendorPage = lazyPage(
  () => import('../features/vendor-store/pages/vendor-page.tsx'),
  (m) => m.VendorPage,
);
const VendorDashboardPage = lazyPage(
  () => import('./pages/vendor-dashboard.tsx'),
  (m) => m.VendorDashboard,
);
const AdminPage = lazyPage(
  () => import('./pages/admin-dashboard.tsx'),
  (m) => m.AdminDashboard,
);
const AdminUsersPage = lazyPage(
  () => import('../features/admin/pages/admin-users-page.tsx'),
  (m) => m.AdminUsersPage,
);

/** The guard renders (and so loads) the page only once the session allows it. */
function guarded(rule: AccessRule, Page: ComponentType) {
  return (
    <RouteGuard rule={rule}>
      <Page />
    </RouteGuard>
  );
}

/**
 * A page that throws while rendering shows RouteError in its place, inside the shell (whose header
 * and links stay usable), instead of a blank screen.
 */
const withErrorElement = (pages: RouteObject[]): RouteObject[] =>
  pages.map((page) => ({ ...page, errorElement: <RouteError /> }));

// 3. The route table (docs/product.md#routes); guards per docs/product.md#route-guards. If the
// shell itself throws, the message is the whole page.
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError standalone />,
    children: withErrorElement([
      { path: paths.home.pattern, element: <HomePage /> },
      { path: paths.signIn.pattern, element: guarded(accessRules.signedOutOnly, SignInPage) },
      { path: paths.signUp.pattern, element: guarded(accessRules.signedOutOnly, SignUpPage) },
      { path: paths.retrieve.pattern, element: guarded(accessRules.signedOutOnly, RetrievePage) },
      // Public: the e-mailed link must work whether or not someone is signed in on this browser.
      { path: paths.resetPassword.pattern, element: <ResetPasswordPage /> },
      {
        path: paths.search.pattern,
        element: <SearchPage />,
        handle: { preload: SearchPage.preload, source: catalogPage('search-page.tsx') } satisfies PageHandle,
      },
      {
        path: paths.category.pattern,
        element: <CategoryPage />,
        handle: { preload: CategoryPage.preload, source: catalogPage('category-page.tsx') } satisfies PageHandle,
      },
      { path: paths.storeCreate.pattern, element: guarded(accessRules.storeCreator, StoreCreatePage) },
      { path: paths.storeManage.pattern, element: guarded(accessRules.vendorOrAdmin, StoreManagePage) },
      {
        path: paths.store.pattern,
        element: <StorePage />,
        handle: { preload: StorePage.preload, source: catalogPage('store-page.tsx') } satisfies PageHandle,
      },
      {
        path: paths.product.pattern,
        element: <ProductPage />,
        handle: { preload: ProductPage.preload, source: catalogPage('product-page.tsx') } satisfies PageHandle,
      },
      {
        path: paths.cart.pattern,
        element: <CartPage />,
        handle: {
          preload: CartPage.preload,
          source: 'src/web/features/cart/pages/cart-page.tsx',
        } satisfies PageHandle,
      },
      // Open to all: signed out, it says what this browser saved and asks the shopper to sign in.
      { path: paths.saved.pattern, element: <SavedPage /> },
      {
        path: paths.checkout.pattern,
        element: (
          <RouteGuard rule={accessRules.signedIn}>
            <RequireCartItems>
              <CheckoutPage />
            </RequireCartItems>
          </RouteGuard>
        ),
      },
      // A hosted payment page sends the shopper here; the cart may already be empty, so no cart guard.
      { path: paths.checkoutReturn.pattern, element: guarded(accessRules.signedIn, CheckoutReturnPage) },
      { path: paths.dashboard.pattern, element: guarded(accessRules.signedIn, DashboardPage) },
      { path: paths.profile.pattern, element: guarded(accessRules.signedIn, ProfilePage) },
      { path: paths.upgradeVendor.pattern, element: guarded(accessRules.signedIn, UpgradeVendorPage) },
      { path: paths.vendor.pattern, element: guarded(accessRules.vendorOrAdmin, VendorPage) },
      { path: paths.vendorDashboard.pattern, element: guarded(accessRules.vendorOrAdmin, VendorDashboardPage) },
      { path: paths.admin.pattern, element: guarded(accessRules.admin, AdminPage) },
      { path: paths.adminUsers.pattern, element: guarded(accessRules.admin, AdminUsersPage) },
      { path: '*', element: <Navigate to={paths.home.href()} replace /> },
    ]),
  },
];

/** The source files of the lazy page modules of the route at `pathname`, as the build's manifest names them. */
export function pageSources(pathname: string): string[] {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.flatMap((match) => (match.route.handle as PageHandle | undefined)?.source ?? []);
}

/** Loads the lazy page modules of the route at `pathname` (see lazyPage). */
export async function preloadPages(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as PageHandle | undefined)?.preload?.()));
}
