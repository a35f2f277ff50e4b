import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { PageContainer, PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StoreIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../lib/paths.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { sessionQueryKey, useSession } from '../../../lib/session-query.ts';
import { useOwnVendorRequest, type OwnVendorRequest } from '../api/vendor-request.ts';
import { VendorRequestForm } from '../components/vendor-request-form.tsx';

/**
 * /upgrade-vendor (spec §2 "vendor upgrade"): the application form, or what became of the latest
 * request — under review, approved (go and create a store), or rejected (the admin's notes and the
 * form again).
 */
export function UpgradeVendorPage() {
  const { user } = useSession();
  const request = useOwnVendorRequest();
  const queryClient = useQueryClient();
  const approved = request.data?.status === 'approved';
  // Approved while this session still says "customer": reload it so the header and guards know.
  useEffect(() => {
    if (approved && user?.role === 'customer') void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [approved, user?.role, queryClient]);

  return (
    <PageContainer narrow>
      <PageHeading title="Become a Vendor">
        Open your own store on Oja and sell to customers across Nigeria.
      </PageHeading>
      {request.isPending ? (
        <PageLoading label="Loading your application…" />
      ) : request.isError ? (
        <FormAlert tone="error">{request.error.message}</FormAlert>
      ) : (
        <Body request={request.data} role={user?.role ?? 'customer'} />
      )}
    </PageContainer>
  );
}

function Body({ request, role }: { request: OwnVendorRequest | null; role: string }) {
  // Vendors and admins have nothing to apply for; only a just-approved applicant stays to be told.
  if (role !== 'customer' && request?.status !== 'approved') return <Navigate to={paths.dashboard.href()} replace />;
  if (request?.status === 'approved') {
    return (
      <Panel tone="success" title="You are now a vendor!">
        <p>Your application was approved. Create your store to start selling on Oja.</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to={paths.storeCreate.href()}>Create Store</ButtonLink>
          <ButtonLink to={paths.dashboard.href('stores')} variant="secondary">
            Go to Dashboard
          </ButtonLink>
        </div>
      </Panel>
    );
  }
  if (request?.status === 'pending') {
    return (
      <Panel tone="pending" title="Your application is under review">
        <p>
          We received your application on {formatDate(request.createdAt)}. An admin will review it soon; this page shows
          the decision, and we will e-mail you.
        </p>
        <Details request={request} />
      </Panel>
    );
  }
  return (
    <div className="grid gap-6">
      {request?.status === 'rejected' && (
        <div role="status" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
          <h2 className="font-semibold">Your application was not approved</h2>
          <p className="mt-1 text-sm">
            <span className="font-medium">Admin notes:</span> {request.adminNotes}
          </p>
          <p className="mt-2 text-sm">Correct your details below and apply again.</p>
        </div>
      )}
      <section aria-labelledby="apply-heading" className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
        <div className="mb-4 flex gap-3">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-xl bg-amber-50 text-amber-700"
          >
            <StoreIcon size={20} />
          </span>
          <div>
            <h2 id="apply-heading" className="text-lg font-semibold text-stone-900">
              Vendor application
            </h2>
            <p className="text-sm text-stone-600">Your earnings are paid to this bank account.</p>
          </div>
        </div>
        <VendorRequestForm
          initial={
            request
              ? {
                  phone: request.phone,
                  bankCode: request.bankCode,
                  accountNumber: request.accountNumber,
                  accountName: request.accountName,
                }
              : undefined
          }
        />
      </section>
    </div>
  );
}

const panelTones = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  pending: 'border-amber-200 bg-amber-50 text-amber-950',
};

function Panel({ tone, title, children }: { tone: keyof typeof panelTones; title: string; children: ReactNode }) {
  return (
    <section role="status" className={`rounded-2xl border p-5 sm:p-6 ${panelTones[tone]}`}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Details({ request }: { request: OwnVendorRequest }) {
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      <Row label="Phone" value={request.phone} />
      <Row label="Bank" value={request.bankName} />
      <Row label="Account number" value={request.accountNumber} />
      <Row label="Account holder" value={request.accountName} />
    </dl>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-stone-600">{label}</dt>
      <dd className="break-words font-medium">{value}</dd>
    </div>
  );
}
