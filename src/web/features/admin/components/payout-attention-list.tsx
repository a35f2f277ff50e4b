import type { ReactNode } from 'react';
import { messages } from '../../../../shared/messages.ts';
import { formatNaira } from '../../../../shared/money.ts';
import { CashoutStatusBadge } from '../../../entities/cashout/cashout-badge.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/notify.ts';
import { isApiError } from '../../../lib/api.ts';
import {
  useClosePayoutAttention,
  usePayoutAttention,
  useSettleStuckPayout,
  type PayoutAttention,
} from '../api/payout-attention.ts';
import { paymentProviderLabels } from '../payment-issue-labels.ts';
import { ResolveIssueDialog } from './resolve-issue-dialog.tsx';
import { SettlePayoutDialog } from './settle-payout-dialog.tsx';
import { TransferOtpForm } from './transfer-otp-form.tsx';

const WHY: Record<PayoutAttention['reason'], string> = {
  failed: 'Payout failed',
  otp: 'Waiting for OTP',
  abandoned: 'Payout abandoned: no OTP in time',
  unconfirmed: 'Payout not confirmed',
  unreachable: 'Payout not sent yet',
  waiting_funds: 'Waiting for funds',
};

/** Stuck where no provider answer will move it: the admin settles it. */
const SETTLED_BY_ADMIN = new Set<PayoutAttention['reason']>(['abandoned', 'unconfirmed', 'unreachable']);

function explanation(payout: PayoutAttention): string {
  switch (payout.reason) {
    case 'failed':
      return `${payout.failureReason ?? messages.cashouts.transferFailed}. The amount is back in the vendor's balance.`;
    case 'otp':
      return messages.cashouts.waitingForOtp(paymentProviderLabels[payout.provider]);
    case 'abandoned':
      return messages.cashouts.abandoned(paymentProviderLabels[payout.provider]);
    case 'unreachable':
      return messages.cashouts.unreachable;
    case 'waiting_funds':
      return messages.cashouts.waitingForFunds(formatNaira(payout.shortfallKobo ?? 0));
    default:
      return messages.cashouts.unconfirmed;
  }
}

/**
 * The payouts on Needs attention (docs/product.md#needs-attention, decision 0018): a cashout whose
 * bank transfer failed (the amount is already back in the vendor's balance; an admin closes it with
 * a note), and one still processing that waits on a person or on funds: Paystack's OTP (typed here),
 * one abandoned for want of it, one Oja could not confirm or send (settled here: send again, paid,
 * or not sent with the money back), and one waiting for the provider's balance (with what is
 * missing; it goes by itself). Shown only when there is one.
 */
export function PayoutAttentionList() {
  const payouts = usePayoutAttention();
  const close = useClosePayoutAttention({
    onSuccess: () => toast.success(messages.paymentIssues.resolved),
    onError: (error) => {
      if (!(isApiError(error, 400) && error.fields.note)) toast.error(error.message);
    },
  });
  const settle = useSettleStuckPayout({
    onSuccess: (_data, input) =>
      toast.success(
        input.action === 'paid'
          ? messages.cashouts.settledPaid
          : input.action === 'returned'
            ? messages.cashouts.settledReturned
            : messages.cashouts.settledResent,
      ),
    onError: (error) => {
      if (!(isApiError(error, 400) && error.fields.note)) toast.error(error.message);
    },
  });
  if (payouts.isPending) return null;
  if (payouts.isError) return <FormAlert tone="error">{payouts.error.message}</FormAlert>;
  if (payouts.data.length === 0) return null;
  return (
    <section aria-labelledby="payout-attention-heading" className="space-y-3">
      <h3 id="payout-attention-heading" className="text-base font-semibold text-stone-900">
        Payouts
      </h3>
      <ul className="space-y-4" aria-label="Payouts that need attention, newest first">
        {payouts.data.map((payout) => {
          const label = `cashout ${formatNaira(payout.amountKobo)} to ${payout.vendorName || payout.vendorEmail}`;
          const providerName = paymentProviderLabels[payout.provider];
          return (
            <li key={payout.id}>
              <article
                className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
                data-testid="payout-attention"
                aria-label={`${WHY[payout.reason]}: ${label}`}
              >
                <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2" data-reason={payout.reason}>
                  <div className="min-w-0">
                    <h4 className="font-semibold text-stone-900">{WHY[payout.reason]}</h4>
                    <p className="text-sm text-stone-600">
                      <time dateTime={payout.updatedAt}>{formatDate(payout.updatedAt, { length: 'dateTime' })}</time>
                    </p>
                  </div>
                  <CashoutStatusBadge status={payout.status} />
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm lg:grid-cols-4">
                  <Fact term="Vendor">
                    <span className="block">{payout.vendorName || '—'}</span>
                    <span className="block break-all text-stone-600">{payout.vendorEmail}</span>
                  </Fact>
                  <Fact term="Amount">
                    <span className="font-semibold tabular-nums">{formatNaira(payout.amountKobo)}</span>
                  </Fact>
                  <Fact term="Paid to">
                    <span className="block">{payout.bankName}</span>
                    <span className="block font-mono tabular-nums">{payout.accountNumber}</span>
                    <span className="block text-stone-600">{payout.accountName}</span>
                  </Fact>
                  <Fact term={`${providerName} reference`}>
                    <span className="break-all font-mono">{payout.reference}</span>
                  </Fact>
                </dl>
                <p className="mt-3 break-words text-sm text-stone-700">{explanation(payout)}</p>
                {payout.reason === 'otp' && (
                  <TransferOtpForm
                    cashoutId={payout.id}
                    label={label}
                    providerName={providerName}
                    lastRefusal={payout.providerMessage}
                  />
                )}
                {SETTLED_BY_ADMIN.has(payout.reason) && (
                  <div className="mt-4 flex flex-wrap gap-2 border-t border-stone-100 pt-4">
                    {(['resend', 'paid', 'returned'] as const).map((action) => (
                      <SettlePayoutDialog
                        key={action}
                        action={action}
                        payoutLabel={label}
                        onSettle={(note) => settle.mutateAsync({ cashoutId: payout.id, action, note })}
                      />
                    ))}
                  </div>
                )}
                {payout.reason === 'failed' && (
                  <div className="mt-4 flex flex-wrap gap-2 border-t border-stone-100 pt-4">
                    <ResolveIssueDialog
                      issueLabel={label}
                      onResolve={(note) => close.mutateAsync({ cashoutId: payout.id, note })}
                    />
                  </div>
                )}
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-stone-500">{term}</dt>
      <dd className="mt-0.5 break-words text-stone-800">{children}</dd>
    </div>
  );
}
