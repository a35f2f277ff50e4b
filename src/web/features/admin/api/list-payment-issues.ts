import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { adminKeys, type PaymentIssueStatus } from './admin-keys.ts';

/** GET /api/admin/payment-issues?status=open|resolved: the Needs attention list, newest first. */
export const fetchPaymentIssues = (status: PaymentIssueStatus) =>
  call(api.admin['payment-issues'].$get({ query: { status } }));

export function usePaymentIssues(status: PaymentIssueStatus) {
  return useQuery({ queryKey: adminKeys.paymentIssues(status), queryFn: () => fetchPaymentIssues(status) });
}

/** How many payments need an admin now, for the tab's badge: the open list the tab shows, so one request serves both. */
export function useOpenPaymentIssueCount(): number | undefined {
  return usePaymentIssues('open').data?.issues.length;
}
