import { useState } from 'react';
import { messages } from '../../../../shared/messages.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { ToneBadge, type BadgeTone } from '../../../components/ui/status-badge.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { AccountNameCheck } from './account-name-check.tsx';
import { useDecideVendorRequest, useVendorRequests, type AdminVendorRequest } from '../api/vendor-requests.ts';

const statusTone: Record<AdminVendorRequest['status'], BadgeTone> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};
const statusLabel: Record<AdminVendorRequest['status'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/**
 * /admin/users "Vendor Requests": every application, newest first, with the account holder's name
 * the bank gave beside the one typed; Approve and Reject on pending ones.
 */
export function VendorRequestsTab() {
  const [page, setPage] = useState(1);
  const list = useVendorRequests(page);
  if (list.isPending) return <PageLoading label="Loading vendor requests…" />;
  if (list.isError) return <FormAlert tone="error">{list.error.message}</FormAlert>;
  const { requests, total, pageSize, pendingCount } = list.data;
  if (requests.length === 0 && page === 1) return <EmptyState title={messages.vendorRequests.none} />;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="grid gap-4">
      <p className="text-sm text-stone-600">
        <span className="font-semibold text-stone-900">{pendingCount}</span> pending of {total}
      </p>
      <ul className="grid gap-4" aria-label="Vendor requests">
        {requests.map((request) => (
          <VendorRequestCard key={request.id} request={request} />
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Vendor request pages" className="flex items-center justify-between gap-3">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm text-stone-600">
            Page {page} of {pages}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}

function VendorRequestCard({ request }: { request: AdminVendorRequest }) {
  const decide = useDecideVendorRequest();
  const [reason, setReason] = useState('');
  const name = request.applicantName || request.applicantEmail;
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5" aria-label={`Vendor request from ${name}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words font-semibold text-stone-900">{name}</p>
          <p className="break-all text-sm text-stone-600">{request.applicantEmail}</p>
        </div>
        <ToneBadge tone={statusTone[request.status]}>{statusLabel[request.status]}</ToneBadge>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 sm:gap-x-6">
        <Detail label="Phone" value={request.phone} />
        <Detail label="BVN" value={request.bvn} />
        <Detail label="Bank" value={`${request.bankName} (${request.bankCode})`} wide />
        <Detail label="Account number" value={request.accountNumber} />
        <Detail label="Account holder (typed)" value={request.accountName} />
        <Detail label="Submitted" value={formatDate(request.createdAt)} />
      </dl>
      <p className="mt-2 text-sm">
        <AccountNameCheck resolvedName={request.resolvedAccountName} verdict={request.accountNameVerdict} />
      </p>
      {request.adminNotes && (
        <p className="mt-3 text-sm text-stone-700">
          <span className="font-medium">Notes:</span> {request.adminNotes}
        </p>
      )}
      {request.status === 'pending' && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            size="sm"
            pending={decide.isPending && decide.variables.action === 'approve'}
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: request.id, action: 'approve' })}
          >
            Approve
          </Button>
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="danger" disabled={decide.isPending}>
                Reject
              </Button>
            }
            title={`Reject ${name}'s request?`}
            description={
              <TextAreaField
                label="Reason (optional)"
                hint={`Shown to the applicant. Without one: "${messages.vendorRequests.rejectedNotes}".`}
                maxLength={500}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            }
            confirmLabel="Reject"
            onConfirm={() => decide.mutateAsync({ id: request.id, action: 'reject', reason })}
          />
        </div>
      )}
    </li>
  );
}

function Detail({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? 'col-span-2 sm:col-span-1' : ''}`}>
      <dt className="text-stone-500">{label}</dt>
      <dd className="break-words font-medium text-stone-900">{value}</dd>
    </div>
  );
}
