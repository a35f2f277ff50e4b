/**
 * Every route of the SPA: its pattern (for the router) and an href builder (for links).
 * Components never spell a URL themselves; they ask this table.
 */
export const paths = {
  home: { pattern: '/', href: () => '/' },
  signIn: { pattern: '/signin', href: () => '/signin' },
  signUp: { pattern: '/signup', href: () => '/signup' },
  retrieve: { pattern: '/retrieve', href: () => '/retrieve' },
  resetPassword: {
    pattern: '/reset-password',
    href: (token?: string) => (token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password'),
  },
  search: {
    pattern: '/search',
    /** The header trims before calling this; an empty query is never sent. */
    href: (query: string) => `/search?q=${encodeURIComponent(query)}`,
  },
  category: {
    pattern: '/category/:categorySlug',
    href: (categorySlug: string) => `/category/${encodeURIComponent(categorySlug)}`,
  },
  store: {
    pattern: '/store/:storeSlug',
    href: (storeSlug: string) => `/store/${encodeURIComponent(storeSlug)}`,
  },
  product: {
    pattern: '/product/:productId',
    href: (productId: string) => `/product/${encodeURIComponent(productId)}`,
  },
  cart: { pattern: '/cart', href: () => '/cart' },
  saved: { pattern: '/saved', href: () => '/saved' },
  checkout: { pattern: '/checkout', href: () => '/checkout' },
  /** Where a hosted payment page (Paystack, Flutterwave) sends the shopper back, with its query. */
  checkoutReturn: {
    pattern: '/checkout/return',
    href: (query: { reference: string; status?: string; transaction_id?: string }) =>
      `/checkout/return?${new URLSearchParams(query).toString()}`,
  },
  dashboard: {
    pattern: '/dashboard',
    href: (tab?: DashboardTab) => (tab && tab !== 'overview' ? `/dashboard?tab=${tab}` : '/dashboard'),
  },
  storeCreate: { pattern: '/store/create', href: () => '/store/create' },
  storeManage: {
    pattern: '/store/manage/:storeId',
    href: (storeId: string) => `/store/manage/${encodeURIComponent(storeId)}`,
  },
  profile: { pattern: '/profile', href: () => '/profile' },
  upgradeVendor: { pattern: '/upgrade-vendor', href: () => '/upgrade-vendor' },
  vendor: { pattern: '/vendor', href: () => '/vendor' },
  vendorDashboard: { pattern: '/vendor-dashboard', href: () => '/vendor-dashboard' },
  admin: { pattern: '/admin', href: () => '/admin' },
  adminUsers: { pattern: '/admin/users', href: () => '/admin/users' },
} as const;

export const DASHBOARD_TABS = ['overview', 'stores', 'orders', 'earnings', 'profile'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
