import type { PaymentIssueView } from '../../../../shared/checkout.ts';

export type PaymentIssueStatus = PaymentIssueView['status'];

/** Query keys of the admin pages. */
export const adminKeys = {
  overview: ['admin', 'overview'] as const,
  categories: ['admin', 'categories'] as const,
  stores: ['admin', 'stores'] as const,
  payoutHolds: ['admin', 'payout-holds'] as const,
  products: ['admin', 'products'] as const,
  users: ['admin', 'users'] as const,
  paymentIssues: (status: PaymentIssueStatus) => ['admin', 'payment-issues', status] as const,
  allPaymentIssues: ['admin', 'payment-issues'] as const,
};
