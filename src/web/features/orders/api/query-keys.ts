/** Query keys of the shopper's orders; all under 'orders' so one invalidation reaches them all. */
export const orderKeys = {
  all: ['orders'] as const,
  list: ['orders', 'list'] as const,
  tracking: (orderId: string) => ['orders', 'tracking', orderId] as const,
};
