import { PageContainer, PageHeading } from '../../components/page-heading.tsx';

/** /store/create (vendors and admins). The form arrives with the store release. */
export function StoreCreatePage() {
  return (
    <PageContainer narrow>
      <PageHeading title="Create a Store">
        Give your store a name, and optionally a description, a logo and a banner.
      </PageHeading>
      <p className="rounded-2xl border border-stone-200 bg-white p-5 text-stone-600">Store creation is not open yet.</p>
    </PageContainer>
  );
}
