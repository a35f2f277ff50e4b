import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { PageContainer, PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { StoreIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../lib/paths.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/notify.ts';
import { sessionQueryKey, useSession } from '../../../lib/session-query.ts';
import { useOwnVendorRequest, type OwnVendorRequest } from '../api/vendor-request.ts';
import { VendorRequestForm } from '../components/vendor-request-form.tsx';
import { useProfile } from '../../../entities/profile/profile-query.ts';
import { vendorApplicationUi } from '../messages.ts';

/**
 * /upgrade-vendor (docs/product.md#vendor-application): the application form, or what became of the latest
 * request — under review, or rejected (the admin's notes and the form again). Vendors are sent to
 * /dashboard (docs/product.md#route-guards), the just-approved applicant too: to its My Stores tab, told why.
 */
export function UpgradeVendorPage() {
  const { user } = useSession();
  const request = useOwnVendorRequest();
  const queryClient = useQueryClient();
  const approved = request.data?.status === 'approved';
  const [sessionRechecked, setSessionRechecked] = useState(false);
  // Approved while this session still says "customer": reload it, so the header, the guards and
  // the dashboard know the new role before the page moves on.
  useEffect(() => {
    if (!approved || user?.role !== 'customer' || sessionRechecked) return;
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey }).finally(() => setSessionRechecked(true));
  }, [approved, user?.role, sessionRechecked, queryClient]);

  const role = user?.role ?? 'customer';
  const awaitingRole = approved && role === 'customer' && !sessionRechecked;
  return (
    <PageContainer narrow>
      <PageHeading title="Become a Vendor">
        Open your own store on Oja and sell to customers across Nigeria.
      </PageHeading>
      {request.isPending || awaitingRole ? (
        <PageLoading label="Loading your application…" />
      ) : request.isError ? (
        <FormAlert tone="error">{request.error.message}</FormAlert>
      ) : role !== 'customer' ? (
        <ToDashboard approved={approved} />
      ) : (
        // A customer whose latest request was approved has since been made a customer again: they may apply anew.
        <Body request={approved ? null : request.data} />
      )}
    </PageContainer>
  );
}

/** Vendors (and admins) on /upgrade-vendor go to /dashboard; the approved applicant to make a store. */
function ToDashboard({ approved }: { approved: boolean }) {
  useEffect(() => {
    if (approved)
      toast.success(vendorApplicationUi.approvedCreateStore, { id: vendorApplicationUi.approvedCreateStore });
  }, [approved]);
  return <Navigate to={approved ? paths.dashboard.href('stores') : paths.dashboard.href()} replace />;
}

function Body({ request }: { request: OwnVendorRequest | null }) {
  const profile = useProfile();
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
        {/* The form's values are set once: it waits for the profile, whose phone a first application starts from. */}
        {profile.isPending ? (
          <PageLoading label="Loading your details…" />
        ) : (
          <VendorRequestForm
            initial={
              request
                ? {
                    phone: request.phone,
                    bankCode: request.bankCode,
                    accountNumber: request.accountNumber,
                    accountName: request.accountName,
                  }
                : profile.data?.phone
                  ? { phone: profile.data.phone }
                  : undefined
            }
          />
        )}
      </section>
    </div>
  );
}

const panelTones = {
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
