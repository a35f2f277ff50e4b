import { useState, type ReactNode } from 'react';
import { messages } from '../../../../shared/messages.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ShieldCheckIcon } from '../../../components/ui/icons.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { SegmentedChoice } from '../../../components/ui/segmented-choice.tsx';
import { isApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/notify.ts';
import { usePaymentIssues } from '../api/list-payment-issues.ts';
import type { PaymentIssueStatus } from '../api/admin-keys.ts';
import { useRefundPaymentIssue } from '../api/refund-payment-issue.ts';
import { useResolvePaymentIssue } from '../api/resolve-payment-issue.ts';
import { useRetryPaymentIssue } from '../api/retry-payment-issue.ts';
import { useRefundToAccount } from '../api/refund-to-account.ts';
import { useSendRefundAgain } from '../api/send-refund-again.ts';
import { useMarkRefundPaid } from '../api/mark-refund-paid.ts';
import { useAcceptPaymentIssue } from '../api/accept-payment-issue.ts';
import { adminUiMessages } from '../messages.ts';
import { PaymentIssueCard } from './payment-issue-card.tsx';
import { PayoutAttentionList } from './payout-attention-list.tsx';
import { HeldPlatformCreditList } from './held-platform-credit-list.tsx';
import { usePayoutAttentionCount } from '../api/payout-attention.ts';

const SHOWN: { status: PaymentIssueStatus; label: string }[] = [
  { status: 'open', label: 'Open' },
  { status: 'resolved', label: 'Resolved' },
];

/**
 * The admin's Needs attention tab (docs/product.md#needs-attention): every payment Oja could not settle by itself,
 * newest first, open ones by default and resolved ones (with their note, who and when) on request.
 * Each card offers what the server allows: Retry verification, Refund, Accept payment (paid short), Mark resolved. Payouts that
 * need a person (a failed bank transfer, one waiting for an OTP) come first (decision 0018), then
 * `escalatedReturns`: the returns customers escalated, for an admin to decide (app/ gives the
 * returns feature's list).
 */
export function PaymentIssuesTab({ escalatedReturns }: { escalatedReturns?: ReactNode }) {
  const [shown, setShown] = useState<PaymentIssueStatus>('open');
  const issues = usePaymentIssues(shown);
  // With payouts listed above, the payments get their own heading and a quieter "none".
  const payoutCount = usePayoutAttentionCount() ?? 0;
  const payouts = shown === 'open' ? payoutCount : 0;
  const failed = (error: Error) => toast.error(error.message);
  const retry = useRetryPaymentIssue({
    onSuccess: () => toast.success(messages.paymentIssues.retried),
    onError: failed,
  });
  const refund = useRefundPaymentIssue({
    onSuccess: () => toast.success(messages.paymentIssues.refundQueued),
    onError: failed,
  });
  const refundToAccount = useRefundToAccount({
    onSuccess: () => toast.success(messages.paymentIssues.refundRetried),
    // Field errors and the provider's refusal show in the dialog; anything else is a toast.
    onError: (error) => {
      if (!isApiError(error, 400) && !isApiError(error, 409) && !isApiError(error, 503)) failed(error);
    },
  });
  const sendAgain = useSendRefundAgain({
    onSuccess: () => toast.success(messages.paymentIssues.refundResent),
    onError: failed,
  });
  const markPaid = useMarkRefundPaid({
    onSuccess: () => toast.success(messages.paymentIssues.markedRefundedByHand),
    onError: (error) => {
      if (!(isApiError(error, 400) && error.fields.note)) failed(error);
    },
  });
  const accept = useAcceptPaymentIssue({
    onSuccess: () => toast.success(messages.paymentIssues.accepted),
    onError: (error) => {
      if (!(isApiError(error, 400) && error.fields.note)) failed(error);
    },
  });
  const resolve = useResolvePaymentIssue({
    onSuccess: () => toast.success(messages.paymentIssues.resolved),
    // A note the server refused shows under the note itself; anything else is a toast.
    onError: (error) => {
      if (!(isApiError(error, 400) && error.fields.note)) failed(error);
    },
  });

  return (
    <section aria-labelledby="payment-issues-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="payment-issues-heading" className="text-lg font-semibold text-stone-900">
          {adminUiMessages.needsAttention}
        </h2>
        <SegmentedChoice
          legend="Show issues"
          name="payment-issue-status"
          options={SHOWN.map(({ status, label }) => ({ value: status, label }))}
          value={shown}
          onChange={setShown}
        />
      </div>

      {shown === 'open' && <PayoutAttentionList />}
      {shown === 'open' && <HeldPlatformCreditList />}
      {shown === 'open' && escalatedReturns}

      {issues.isPending ? (
        <PageLoading label="Loading payments that need attention…" />
      ) : issues.isError ? (
        <FormAlert tone="error">{issues.error.message}</FormAlert>
      ) : issues.data.issues.length === 0 && payouts > 0 ? (
        <section aria-labelledby="payment-issue-list-heading">
          <h3 id="payment-issue-list-heading" className="text-base font-semibold text-stone-900">
            Payments
          </h3>
          <p className="mt-1 text-sm text-stone-600">{adminUiMessages.noPaymentIssuesWhilePayouts}</p>
        </section>
      ) : issues.data.issues.length === 0 ? (
        <EmptyState
          icon={<ShieldCheckIcon size={32} />}
          title={shown === 'open' ? adminUiMessages.noPaymentIssues : adminUiMessages.noResolvedPaymentIssues}
        >
          {shown === 'open' && adminUiMessages.noPaymentIssuesBody}
        </EmptyState>
      ) : (
        <ul
          className="space-y-4"
          aria-label={shown === 'open' ? 'Open issues, newest first' : 'Resolved issues, newest first'}
        >
          {issues.data.issues.map((issue) => (
            <li key={issue.id}>
              <PaymentIssueCard
                issue={issue}
                onRetry={() => retry.mutateAsync(issue.id)}
                onRefund={() => refund.mutateAsync(issue.id)}
                onResolve={(note) => resolve.mutateAsync({ issueId: issue.id, note })}
                onRefundToAccount={(account) => refundToAccount.mutateAsync({ issueId: issue.id, ...account })}
                onSendRefundAgain={() => sendAgain.mutateAsync(issue.id)}
                onMarkRefundPaid={(note) => markPaid.mutateAsync({ issueId: issue.id, note })}
                onAccept={(note) => accept.mutateAsync({ issueId: issue.id, note })}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
