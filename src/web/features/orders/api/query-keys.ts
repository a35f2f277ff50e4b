/** Query keys of the shopper's orders; all under 'orders' so one invalidation reaches them all. */
export const orderKeys = {
  all: ['orders'] as const,
  /** Every order, page by page (My Orders, /profile). */
  list: ['orders', 'list'] as const,
  /** The newest orders without the cancelled attempts (the dashboard's Overview). */
  recent: ['orders', 'recent'] as const,
  tracking: (orderId: string) => ['orders', 'tracking', orderId] as const,
};
