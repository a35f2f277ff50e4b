import { useState } from 'react';
import { messages } from '../../../../shared/messages.ts';
import { formatNaira } from '../../../../shared/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { WalletIcon } from '../../../components/ui/icons.tsx';
import { CashoutStatusBadge } from '../../../entities/cashout/cashout-badge.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/notify.ts';
import { isApiError } from '../../../lib/api.ts';
import { BalanceAmount } from './balance-amount.tsx';
import { useCashoutRequests, useDecideCashout, type AdminCashoutRequest } from '../api/cashout-requests.ts';
import { paymentProviderLabels } from '../payment-issue-labels.ts';
import { AccountNameCheck } from './account-name-check.tsx';
import { PayoutScheduleForm } from './payout-schedule-form.tsx';

// Below the md breakpoint each row becomes a card; data-label names the cell there (as in users-table).
const cell =
  'block px-4 py-1.5 md:table-cell md:py-3 md:align-middle before:mr-2 before:font-medium before:text-stone-500 before:content-[attr(data-label)] md:before:content-none';

/**
 * Where the money goes: for a request not yet approved, the vendor's bank account now, with the
 * holder's name the bank gave and "Name does not match" when it differs from the one typed; once
 * approved, the account its transfer pays. A warning when there is none.
 */
function PayTo({ request }: { request: AdminCashoutRequest }) {
  const account = request.transfer ?? request;
  if (!account.bankName || !account.accountNumber || !account.accountName)
    return <span className="font-medium text-red-700">No bank details: cannot be paid</span>;
  return (
    <span className="inline-block align-top md:block">
      <span className="block text-stone-900">{account.bankName}</span>
      <span className="block font-mono tabular-nums text-stone-900">{account.accountNumber}</span>
      <span className="block text-stone-600">{account.accountName}</span>
      {!request.transfer && (
        <span className="mt-1 block text-xs">
          <AccountNameCheck resolvedName={request.resolvedAccountName} verdict={request.accountNameVerdict} />
        </span>
      )}
    </span>
  );
}

/** A processing transfer that waits on a person or on funds, in words; null when it is simply on its way. */
function waitingLine(transfer: NonNullable<AdminCashoutRequest['transfer']>): string | null {
  switch (transfer.providerStatus) {
    case 'otp':
    case 'finalizing':
      return `Waiting for OTP: ${messages.cashouts.waitingForOtp(paymentProviderLabels[transfer.provider])} (type it on Needs attention)`;
    case 'abandoned':
      return messages.cashouts.abandoned(paymentProviderLabels[transfer.provider]);
    case 'waiting_funds':
      return `Waiting for funds: ${messages.cashouts.waitingForFunds(formatNaira(transfer.shortfallKobo ?? 0))}`;
    case 'unconfirmed':
      return messages.cashouts.unconfirmed;
    case 'unreachable':
      return messages.cashouts.unreachable;
    default:
      return null;
  }
}

/** What an approved cashout's bank transfer is doing, in words (decision 0018). */
function TransferLine({ request }: { request: AdminCashoutRequest }) {
  const transfer = request.transfer;
  if (request.status === 'failed') {
    return (
      <span className="mt-0.5 block text-xs text-red-800" data-testid="cashout-failure">
        {request.failureReason ?? messages.cashouts.transferFailed}. Returned to the vendor&apos;s balance.
      </span>
    );
  }
  if (!transfer) {
    return request.adminNotes ? (
      <span className="mt-0.5 block text-xs text-stone-500">{request.adminNotes}</span>
    ) : null;
  }
  const via = paymentProviderLabels[transfer.provider];
  if (request.status === 'paid') {
    return (
      <span className="mt-0.5 block text-xs text-stone-500">
        Sent via {via} · {formatDate(request.updatedAt, { length: 'dateTime' })}
        {transfer.feeKobo !== null ? ` · fee ${formatNaira(transfer.feeKobo)} (the marketplace's)` : ''}
      </span>
    );
  }
  const waiting = waitingLine(transfer);
  return (
    <span className={`mt-0.5 block text-xs ${waiting ? 'font-medium text-amber-900' : 'text-stone-500'}`}>
      {waiting ?? `Bank transfer via ${via}${transfer.providerStatus ? ` · ${transfer.providerStatus}` : ''}`}
    </span>
  );
}

/**
 * /admin/users "Cashout Requests" (docs/product.md#admin-users): the count of pending requests; each request with
 * its vendor's name and e-mail, the amount, the vendor's current balance, the bank account to pay
 * it into (with the holder's name the bank gave), its status and what its bank transfer is doing,
 * and Approve / Reject on pending ones. Approving sends the money (decision 0018). Newest first,
 * paged on the server.
 */
export function AdminCashoutsTab() {
  const [page, setPage] = useState(1);
  const requests = useCashoutRequests(page);
  const decide = useDecideCashout({
    onSuccess: (_, { decision }) =>
      toast.success(decision === 'approve' ? messages.cashouts.approved : messages.cashouts.rejected),
    onError: (error) =>
      // A refusal (409: "Insufficient balance", "Payouts are not set up", a seller who owes commission,
      // already decided) says what to do and is shown on its own; anything else is wrapped.
      toast.error(isApiError(error, 409) ? error.message : messages.cashouts.decideFailed(error.message)),
  });

  if (requests.isPending) return <PageLoading label="Loading cashout requests…" />;
  if (requests.isError) return <FormAlert tone="error">{requests.error.message}</FormAlert>;
  const { pendingCount, total, pageSize } = requests.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  return (
    <section aria-labelledby="cashouts-heading">
      <h2 id="cashouts-heading" className="mb-3 text-lg font-semibold text-stone-900">
        Cashout requests{' '}
        <span className="font-normal text-stone-600" data-testid="pending-cashouts">
          ({pendingCount} pending)
        </span>
      </h2>
      <PayoutScheduleForm />
      {requests.data.requests.length === 0 ? (
        <EmptyState icon={<WalletIcon size={32} />} title={messages.cashouts.none} />
      ) : (
        <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
          <table className="block w-full text-sm md:table">
            <caption className="sr-only">Cashout requests, newest first</caption>
            <thead className="hidden border-b border-stone-200 bg-stone-50 text-left text-stone-600 md:table-header-group">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Vendor
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  Amount
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  Balance
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Pay to
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Requested
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="block divide-y divide-stone-200 md:table-row-group">
              {requests.data.requests.map((request) => {
                const busy = decide.isPending && decide.variables.request.id === request.id;
                return (
                  <tr
                    key={request.id}
                    className="block py-3 md:table-row md:py-0"
                    data-testid="cashout-request"
                    data-status={request.status}
                  >
                    <td className={`${cell} before:content-none`}>
                      <span className="block font-medium text-stone-900">{request.vendorName || '—'}</span>
                      <span className="block break-all text-stone-600">{request.vendorEmail}</span>
                    </td>
                    <td data-label="Amount" className={`${cell} font-semibold tabular-nums md:text-right`}>
                      {formatNaira(request.amountKobo)}
                    </td>
                    <td data-label="Balance" className={`${cell} tabular-nums md:text-right`}>
                      <BalanceAmount kobo={request.balanceKobo} />
                    </td>
                    <td data-label="Pay to" className={cell} data-testid="cashout-pay-to">
                      <PayTo request={request} />
                    </td>
                    <td data-label="Status" className={cell}>
                      <CashoutStatusBadge status={request.status} />
                      <TransferLine request={request} />
                    </td>
                    <td data-label="Requested" className={`${cell} whitespace-nowrap tabular-nums`}>
                      {formatDate(request.createdAt, { length: 'dateTime' })}
                    </td>
                    <td
                      className={`${cell} pt-3 before:content-none md:w-52 md:text-right ${request.status === 'pending' ? '' : 'hidden md:table-cell'}`}
                    >
                      {request.status === 'pending' && (
                        <div className="flex gap-2 md:justify-end">
                          {/* Approving moves money: it asks first, naming the amount and the vendor. */}
                          <ConfirmDialog
                            title={`Approve the cashout of ${formatNaira(request.amountKobo)} to ${request.vendorName || request.vendorEmail}?`}
                            description={
                              <p>
                                {formatNaira(request.amountKobo)} leaves the Oja balance of{' '}
                                {request.vendorName || 'this vendor'} ({request.vendorEmail}), now{' '}
                                <BalanceAmount kobo={request.balanceKobo} />, and is sent by bank transfer to{' '}
                                {request.bankName} {request.accountNumber} ({request.accountName}). The request shows
                                Processing until the bank confirms.
                                {request.accountNameVerdict === 'mismatch' &&
                                  ` The name at the bank, ${request.resolvedAccountName}, does not match.`}
                              </p>
                            }
                            confirmVariant="primary"
                            confirmLabel={`Approve ${formatNaira(request.amountKobo)}`}
                            onConfirm={() => decide.mutateAsync({ request, decision: 'approve' })}
                            trigger={
                              <Button
                                size="sm"
                                pending={busy && decide.variables.decision === 'approve'}
                                disabled={busy}
                                aria-label={`Approve ${formatNaira(request.amountKobo)} for ${request.vendorEmail}`}
                                className="flex-1 md:flex-none"
                              >
                                Approve
                              </Button>
                            }
                          />
                          <Button
                            size="sm"
                            variant="secondary"
                            pending={busy && decide.variables.decision === 'reject'}
                            disabled={busy}
                            aria-label={`Reject ${formatNaira(request.amountKobo)} for ${request.vendorEmail}`}
                            onClick={() => decide.mutate({ request, decision: 'reject' })}
                            className="flex-1 md:flex-none"
                          >
                            Reject
                          </Button>
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav aria-label="Cashout request pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span className="text-stone-600">
            Page {page} of {pages}
          </span>
          <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}
