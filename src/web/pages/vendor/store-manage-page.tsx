import { PageContainer, PageHeading } from '../../components/page-heading.tsx';

/** /store/manage/:storeId (the store's owner). Products and the add-product form arrive with the store release. */
export function StoreManagePage() {
  return (
    <PageContainer>
      <PageHeading title="Manage Store">Your store&apos;s products: add new ones, review and remove them.</PageHeading>
      <p className="rounded-2xl border border-stone-200 bg-white p-5 text-stone-600">Store management is not open yet.</p>
    </PageContainer>
  );
}
