/** Query keys of the shopper's payments; all under 'payments' so one invalidation reaches them all. */
export const paymentKeys = {
  all: ['payments'] as const,
  open: ['payments', 'open'] as const,
  one: (reference: string) => ['payments', 'one', reference] as const,
};
