import { useState, type ReactNode } from 'react';
import type { PaymentIssueView } from '../../../../shared/checkout.ts';
import { formatNaira } from '../../../../shared/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { paymentStatusLabels, paymentStatusTone } from '../../../entities/order/order-badges.tsx';
import { ToneBadge } from '../../../components/ui/status-badge.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/notify.ts';
import { adminUiMessages } from '../messages.ts';
import {
  expectedAmountText,
  NOT_SAID,
  paymentIssueKindLabels,
  paymentProviderLabels,
  refundBadge,
  refundQuestion,
  reportedDiffers,
  reportedValues,
  visibleActions,
} from '../payment-issue-labels.ts';
import { ResolveIssueDialog } from './resolve-issue-dialog.tsx';
import { RefundToAccountDialog } from './refund-to-account-dialog.tsx';
import type { RefundToAccountInput } from '../../../../shared/schemas/refund-retry.ts';

type PaymentIssueCardProps = {
  issue: PaymentIssueView;
  onRetry: () => Promise<unknown>;
  onRefund: () => Promise<unknown>;
  onResolve: (note: string) => Promise<unknown>;
  /** Paystack's retry of a needs-attention refund with the customer's account. */
  onRefundToAccount?: (account: RefundToAccountInput) => Promise<unknown>;
  /** A refused refund: sent once more, or recorded as paid back by hand with a note. */
  onSendRefundAgain?: () => Promise<unknown>;
  onMarkRefundPaid?: (note: string) => Promise<unknown>;
  /** A payment paid short, taken as paid in full with a note; Oja bears the difference. */
  onAccept?: (note: string) => Promise<unknown>;
};

/**
 * One payment Oja could not settle by itself (docs/product.md#needs-attention): what went wrong, the payment's reference
 * (copyable) and its provider's ids, what Oja expected beside what the provider said, the refund if
 * there is one, the resolution once there is one, and the buttons the server offers.
 */
export function PaymentIssueCard({
  issue,
  onRetry,
  onRefund,
  onResolve,
  onRefundToAccount,
  onSendRefundAgain,
  onMarkRefundPaid,
  onAccept,
}: PaymentIssueCardProps) {
  const [retrying, setRetrying] = useState(false);
  const [resending, setResending] = useState(false);
  const headingId = `payment-issue-${issue.id}`;
  const kind = paymentIssueKindLabels[issue.kind];
  const provider = paymentProviderLabels[issue.payment.provider];
  const actions = visibleActions(issue);
  const said = reportedValues(issue);
  const differs = reportedDiffers(issue);
  // Screen readers hear which issue a button acts on: "Refund for payment LXP-… (Amount does not match)".
  const issueLabel = `payment ${issue.payment.reference} (${kind})`;

  async function retry() {
    setRetrying(true);
    try {
      await onRetry();
    } catch {
      // The caller's toast says what went wrong.
    } finally {
      setRetrying(false);
    }
  }

  async function sendAgain() {
    if (!onSendRefundAgain) return;
    setResending(true);
    try {
      await onSendRefundAgain();
    } catch {
      // The caller's toast says what went wrong.
    } finally {
      setResending(false);
    }
  }

  return (
    <article
      aria-labelledby={headingId}
      data-testid="payment-issue"
      data-issue-id={issue.id}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-stone-900">
            {kind}
          </h3>
          <p className="text-sm text-stone-600">
            <time dateTime={issue.createdAt}>{formatDate(issue.createdAt, { length: 'dateTime' })}</time>
          </p>
        </div>
        {issue.refund && (
          <ToneBadge tone={refundBadge(issue.refund).tone} className="whitespace-nowrap">
            {refundBadge(issue.refund).label} · {formatNaira(issue.refund.amountKobo)}
          </ToneBadge>
        )}
      </div>

      <PaymentReference reference={issue.payment.reference} />

      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-3 text-sm lg:grid-cols-4">
        <Fact term="Provider">{provider}</Fact>
        <Fact term="Provider transaction id">
          {issue.payment.providerTransactionId ? (
            <span className="break-all font-mono">{issue.payment.providerTransactionId}</span>
          ) : (
            NOT_SAID
          )}
        </Fact>
        <Fact term="Customer" className="col-span-2 lg:col-span-1">
          {issue.payment.customerEmail ? (
            <a className="break-all underline-offset-2 hover:underline" href={`mailto:${issue.payment.customerEmail}`}>
              {issue.payment.customerEmail}
            </a>
          ) : (
            NOT_SAID
          )}
        </Fact>
        <Fact term="Payment at Oja">
          <ToneBadge tone={paymentStatusTone(issue.payment.status)} className="whitespace-nowrap">
            {paymentStatusLabels[issue.payment.status]}
          </ToneBadge>
        </Fact>
      </dl>

      <div className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <section aria-label="What Oja expected" className="rounded-lg bg-stone-50 px-3 py-2">
          <h4 className="text-xs font-semibold uppercase tracking-wide text-stone-500">Oja expected</h4>
          <p className="mt-1 font-semibold tabular-nums text-stone-900">{expectedAmountText(issue)}</p>
        </section>
        <section aria-label="What the provider said" className="rounded-lg bg-stone-50 px-3 py-2">
          <h4 className="text-xs font-semibold uppercase tracking-wide text-stone-500">Provider said</h4>
          <p className="mt-1 tabular-nums text-stone-900">
            <span className="font-semibold">{said.status}</span>, <Said differs={differs.amount}>{said.amount}</Said>,{' '}
            <Said differs={differs.currency}>{said.currency}</Said>
          </p>
        </section>
      </div>

      {issue.detail && <p className="mt-3 break-words text-sm text-stone-700">{issue.detail}</p>}
      {issue.refund?.providerMessage && (
        <p
          className="mt-2 break-words rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
          data-testid="provider-words"
        >
          {adminUiMessages.providerSaid}: “{issue.refund.providerMessage}”
        </p>
      )}

      {issue.resolution && (
        <div className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm">
          <p className="font-medium text-emerald-900">
            Resolved{issue.resolution.by ? ` by ${issue.resolution.by}` : ''} ·{' '}
            <time dateTime={issue.resolution.at}>{formatDate(issue.resolution.at, { length: 'dateTime' })}</time>
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-stone-800" data-testid="resolution-note">
            {issue.resolution.note}
          </p>
        </div>
      )}

      {actions.length > 0 && (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-stone-100 pt-4">
          {actions.includes('refund_to_account') && onRefundToAccount && (
            <RefundToAccountDialog issueLabel={issueLabel} onSend={onRefundToAccount} />
          )}
          {actions.includes('send_refund_again') && onSendRefundAgain && (
            <Button
              size="sm"
              pending={resending}
              onClick={() => void sendAgain()}
              className="flex-1 whitespace-nowrap sm:flex-none"
            >
              {adminUiMessages.sendRefundAgain}
              <span className="sr-only"> for {issueLabel}</span>
            </Button>
          )}
          {actions.includes('retry') && (
            <Button
              size="sm"
              pending={retrying}
              onClick={() => void retry()}
              className="flex-1 whitespace-nowrap sm:flex-none"
            >
              Retry verification<span className="sr-only"> for {issueLabel}</span>
            </Button>
          )}
          {actions.includes('refund') && (
            <ConfirmDialog
              title={refundQuestion(issue)}
              description={`Payment ${issue.payment.reference}. The provider returns the money; the issue shows “Refund pending” until it confirms.`}
              confirmLabel={adminUiMessages.refundConfirm}
              cancelLabel="Keep the money"
              onConfirm={onRefund}
              trigger={
                <Button variant="secondary" size="sm" className="flex-1 whitespace-nowrap text-red-700 sm:flex-none">
                  Refund<span className="sr-only"> for {issueLabel}</span>
                </Button>
              }
            />
          )}
          {actions.includes('mark_refunded') && onMarkRefundPaid && (
            <ResolveIssueDialog
              issueLabel={issueLabel}
              onResolve={onMarkRefundPaid}
              actionLabel={adminUiMessages.markRefundPaid}
              title={adminUiMessages.markRefundPaidTitle}
              noteLabel={adminUiMessages.markRefundPaidNoteLabel}
            />
          )}
          {actions.includes('accept') && onAccept && (
            <ResolveIssueDialog
              issueLabel={issueLabel}
              onResolve={onAccept}
              actionLabel={adminUiMessages.acceptPayment}
              title={adminUiMessages.acceptPaymentTitle}
              noteLabel={adminUiMessages.acceptPaymentNoteLabel}
              summary={acceptSummary(issue)}
            />
          )}
          {actions.includes('resolve') && <ResolveIssueDialog issueLabel={issueLabel} onResolve={onResolve} />}
        </div>
      )}
    </article>
  );
}

/** "₦X paid of ₦Y; Oja absorbs ₦Z": the server offers accept only when the provider's amount is below the ask. */
function acceptSummary(issue: PaymentIssueView): string {
  const paid = issue.reported.amountKobo ?? 0;
  const asked = issue.expected.amountKobo;
  return adminUiMessages.acceptPaymentSummary(formatNaira(paid), formatNaira(asked), formatNaira(asked - paid));
}

/** The payment reference in monospace, selectable in one go, with a button that copies it. */
function PaymentReference({ reference }: { reference: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(reference);
      toast.success(adminUiMessages.referenceCopied);
    } catch {
      toast.error(adminUiMessages.copyFailed);
    }
  }
  return (
    <div className="mt-3 text-sm">
      <p className="text-xs font-semibold uppercase tracking-wide text-stone-500">Payment reference</p>
      <div className="flex flex-wrap items-center gap-x-2">
        <code className="select-all break-all rounded bg-stone-100 px-1.5 py-0.5 font-mono text-stone-900">
          {reference}
        </code>
        <Button variant="ghost" size="sm" className="px-2" onClick={() => void copy()}>
          Copy<span className="sr-only"> reference {reference}</span>
        </Button>
      </div>
    </div>
  );
}

function Fact({ term, className = '', children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-stone-500">{term}</dt>
      <dd className="mt-0.5 break-words text-stone-800">{children}</dd>
    </div>
  );
}

/** One of the provider's values; marked (in words too) when it disagrees with what Oja expected. */
function Said({ differs, children }: { differs: boolean; children: ReactNode }) {
  if (!differs) return <span>{children}</span>;
  return (
    <mark className="rounded bg-red-100 px-0.5 font-semibold text-red-800">
      {children}
      <span className="sr-only"> (differs)</span>
    </mark>
  );
}
