import { useQuery } from '@tanstack/react-query';
import type { PaymentIssuesPage } from '../../../../shared/checkout.ts';
import { adminKeys, type PaymentIssueStatus } from './query-keys.ts';
import { requestPaymentIssues } from './payment-issues-request.ts';

/** GET /api/admin/payment-issues?status=open|resolved: the Needs attention list, newest first. */
export const fetchPaymentIssues = (status: PaymentIssueStatus) =>
  requestPaymentIssues<PaymentIssuesPage>(`?status=${status}`);

export function usePaymentIssues(status: PaymentIssueStatus) {
  return useQuery({ queryKey: adminKeys.paymentIssues(status), queryFn: () => fetchPaymentIssues(status) });
}

/** How many payments need an admin now, for the tab's badge: the open list the tab shows, so one request serves both. */
export function useOpenPaymentIssueCount(): number | undefined {
  return usePaymentIssues('open').data?.issues.length;
}
