/**
 * Query keys of order lists. A shopper's own orders are all under 'orders' so one invalidation
 * reaches them all; the admin's list stays under 'admin' with the rest of the admin pages.
 */
export const orderKeys = {
  all: ['orders'] as const,
  /** Every order, page by page (My Orders, /profile). */
  list: ['orders', 'list'] as const,
  /** The newest orders without the cancelled attempts (the dashboard's Overview). */
  recent: ['orders', 'recent'] as const,
  tracking: (orderId: string) => ['orders', 'tracking', orderId] as const,
  /** The admin's Orders tab, one list per set of filters. */
  admin: (filters: Record<string, string>) => ['admin', 'orders', filters] as const,
  allAdmin: ['admin', 'orders'] as const,
};
