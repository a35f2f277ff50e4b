import { PageContainer, PageHeading } from '../../../components/ui/page-heading.tsx';
import { StoreIcon } from '../../../components/ui/icons.tsx';

/** /upgrade-vendor (customers only). The application form arrives with the vendor-application release. */
export function UpgradeVendorPage() {
  return (
    <PageContainer narrow>
      <PageHeading title="Become a Vendor">
        Open your own store on Oja and sell to customers across Nigeria.
      </PageHeading>
      <div className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-xl bg-amber-50 text-amber-700"
        >
          <StoreIcon size={24} />
        </span>
        <div className="text-stone-700">
          <p>
            To apply you will need your phone number, BVN, and the bank name, account number and account holder name of
            the account your earnings should go to.
          </p>
          <p className="mt-2 text-sm text-stone-600">Applications are not open yet.</p>
        </div>
      </div>
    </PageContainer>
  );
}
